// An announcement that must outlive a full page load (a region change reloads the page): kept in
// sessionStorage until the live region of the next page reads it.
import type { Announcement } from './uiSlice';

const KEY = 'academy.pendingAnnouncement';

export function storePendingAnnouncement(announcement: Announcement): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(announcement));
  } catch {
    /* storage unavailable: nothing is announced after the reload */
  }
}

/** The stored announcement, removed as it is read; null when there is none or it is malformed. */
export function takePendingAnnouncement(): Announcement | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (raw === null) return null;
    window.sessionStorage.removeItem(KEY);
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    if ('text' in value && typeof value.text === 'string') return { text: value.text };
    if ('key' in value && typeof value.key === 'string') return value as Announcement;
    return null;
  } catch {
    return null;
  }
}

/** Whether an announcement waits (read without taking it). */
export function hasPendingAnnouncement(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}
