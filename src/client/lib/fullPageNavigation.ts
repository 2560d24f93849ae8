// Full page loads (the course search submits one). Kept in a module so tests can mock it.
export function assignLocation(url: string): void {
  window.location.assign(url);
}
