// An announcement that must outlive a full page load (a region change reloads the page): kept in
// sessionStorage until the live region of the next page reads it.
import type { Announcement } from './uiSlice';

/** The sessionStorage key (app/PageFocus reads and removes it, in its own chunk). */
export const PENDING_ANNOUNCEMENT_KEY = 'academy.pendingAnnouncement';

export function storePendingAnnouncement(announcement: Announcement): void {
  try {
    window.sessionStorage.setItem(PENDING_ANNOUNCEMENT_KEY, JSON.stringify(announcement));
  } catch {
    /* storage unavailable: nothing is announced after the reload */
  }
}

/** Whether an announcement waits (read without taking it). */
export function hasPendingAnnouncement(): boolean {
  try {
    return window.sessionStorage.getItem(PENDING_ANNOUNCEMENT_KEY) !== null;
  } catch {
    return false;
  }
}
