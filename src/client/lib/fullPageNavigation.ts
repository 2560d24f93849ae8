// Full page loads (the spec's course search submits one). Kept in a module so tests can mock it.
export function assignLocation(url: string): void {
  window.location.assign(url);
}
