// The admin area's shared pieces, for the admin features (applications, course review, payments, payouts,
// bulk actions on the people and course lists).
export { ReasonDialog } from './ReasonDialog';
export { TextConfirmDialog } from './TextConfirmDialog';
export { ActionMessages } from './ActionMessages';
export { ConfirmDialog } from './ConfirmDialog';
export { DetailList, DetailRow, DetailSection } from './DetailList';
export { BULK_MAX_IDS, BulkControls, RowCheckbox, SelectAllCheckbox, useBulkAction } from './BulkActions';
export type { BulkActionKeys } from './BulkActions';
