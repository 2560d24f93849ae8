import { useEffect } from 'react';

/** Sets document.title to "<title> · Academy" while the page is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · Academy`;
  }, [title]);
}
