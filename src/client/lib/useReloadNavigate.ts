import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export interface ReloadState {
  reload: number;
}

/** The reload counter a route carries when it was entered through useReloadNavigate. */
export function reloadKey(state: unknown): number | undefined {
  return typeof state === 'object' && state !== null && typeof (state as Partial<ReloadState>).reload === 'number'
    ? (state as ReloadState).reload
    : undefined;
}

/**
 * Company, community and analysis links "reload the current route" (the first version went
 * to home without changing the address, then to the target). Here the target is entered with a fresh
 * reload counter in its state, which remounts the routed page (layouts key their outlet on it) and
 * scrolls to the top, without an extra history entry when the target is the current page.
 */
export function useReloadNavigate(): (to: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string) => {
      const current = `${location.pathname}${location.search}`;
      const state: ReloadState = { reload: Date.now() };
      void navigate(to, { state, replace: to === current });
    },
    [navigate, location.pathname, location.search],
  );
}
