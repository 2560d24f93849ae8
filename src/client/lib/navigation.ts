// Sagas navigate through this module instead of holding the router, so they stay plain and testable.
// The UI's <NavigatorBridge/> registers react-router's navigate function here.
export interface NavigateOptions {
  replace?: boolean;
}
export type Navigator = (to: string, opts?: NavigateOptions) => void;

let navigator: Navigator | null = null;

/** Registers the router's navigate function; returns a function that unregisters it (for effect clean-up). */
export function registerNavigator(fn: Navigator): () => void {
  navigator = fn;
  return () => {
    if (navigator === fn) navigator = null;
  };
}

export function navigateTo(to: string, opts?: NavigateOptions): void {
  if (navigator) {
    navigator(to, opts);
    return;
  }
  // No router mounted yet: a full page load still gets the user there.
  if (opts?.replace) window.location.replace(to);
  else window.location.assign(to);
}

export function reloadPage(): void {
  window.location.reload();
}
