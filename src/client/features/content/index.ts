// The content feature (posts, events) as other parts of the SPA see it. Route pages are not here:
// the router lazy-loads them from their files.
export { MyEvents } from './MyEvents';
export { ShareLinks } from './ShareLinks';
export { contentErrorKey, paragraphs } from './contentMeta';
export { contactRequest, staticContentRequest } from './contentRequests';
