// A <input type="datetime-local"> value and an ISO time, both ways, in the browser's time zone (the
// admin's publish times of news, posts and events).

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local value in the browser's time zone ("2026-12-01T09:30"). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the browser's time zone) as ISO, or null when it is not a time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
