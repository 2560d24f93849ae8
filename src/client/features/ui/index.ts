// The UI feature (error banner, loading counter, theme, announcements) as other parts of the SPA see it.
export { selectAnnouncement, selectErrorBanner, selectIsLoading, selectTheme, uiActions, type Announcement } from './uiSlice';
export { hasPendingAnnouncement, PENDING_ANNOUNCEMENT_KEY, storePendingAnnouncement } from './pendingAnnouncement';
export { callTracked } from './callTracked';
