// Client-side checks shared by the account forms (the server checks again).
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form field a server validation error names (`body.email` -> `email`). */
export function fieldOfPath(path: string): string {
  const parts = path.split(/[./]/).filter(Boolean);
  return parts[parts.length - 1] ?? '';
}
