// The news feature as other parts of the SPA see it.
export { newsActions, selectLatestNews, selectLatestNewsItem, selectNewsError, selectNewsLoading } from './newsSlice';
