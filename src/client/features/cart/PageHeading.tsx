// A page's h1 that takes the focus when the page arrives (keyboard and screen reader users start there).
import { useEffect, useRef, type ReactNode } from 'react';
import Typography, { type TypographyProps } from '@mui/material/Typography';

export function PageHeading({ children, focusKey, sx, id, lang }: { children: ReactNode; focusKey?: string; sx?: TypographyProps['sx']; id?: string; lang?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, [focusKey]);
  return (
    <Typography component="h1" variant="h4" ref={ref} tabIndex={-1} id={id} lang={lang} sx={[{ outline: 'none', fontSize: { xs: 26, md: 34 } }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Typography>
  );
}
