// The admin area's shared pieces, for the admin features (applications, course review, payments, payouts).
export { ReasonDialog } from './ReasonDialog';
export { TextConfirmDialog } from './TextConfirmDialog';
