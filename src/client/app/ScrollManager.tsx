import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Router behaviour: scroll to the top on each navigation; scroll to #anchors. */
export function ScrollManager(): null {
  const { pathname, search, hash, state } = useLocation();
  const reload = (state as { reload?: number } | null)?.reload;
  useEffect(() => {
    if (hash.length > 1) {
      const id = decodeURIComponent(hash.slice(1));
      // The target may render a frame later (lazy pages): try now and once more after paint.
      const scroll = () => {
        const el = document.getElementById(id);
        if (el) el.scrollIntoView({ behavior: 'smooth', block: 'start' });
        return Boolean(el);
      };
      if (!scroll()) {
        const timer = window.setTimeout(scroll, 150);
        return () => window.clearTimeout(timer);
      }
      return undefined;
    }
    window.scrollTo({ top: 0, left: 0 });
    return undefined;
  }, [pathname, search, hash, reload]);
  return null;
}
