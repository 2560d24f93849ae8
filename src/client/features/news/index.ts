// The news feature as other parts of the SPA see it.
export { latestNewsRequest, newsActions, selectLatestNews, selectLatestNewsItem, selectNewsError, selectNewsLoading } from './newsSlice';
export { newsArticleRequest, regionNewsRequest } from './newsRequests';
