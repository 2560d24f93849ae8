// The admin area's shared pieces, for the admin features (applications, course review).
export { ReasonDialog } from './ReasonDialog';
