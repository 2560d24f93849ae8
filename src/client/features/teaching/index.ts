// The teaching feature's public surface: its pages are loaded lazily by the router.
export { dashboardRequest, studentsRequest, reviewsRequest } from './teachingRequests';
export { saveFile } from './saveFile';
