// A page's h1 that takes the focus when the page (or its data) arrives: keyboard and screen reader users
// start there. `focusKey`: the focus moves again when it changes (e.g. a checkout turning paid).
import { useEffect, useRef, type ReactNode } from 'react';
import Typography, { type TypographyProps } from '@mui/material/Typography';

export function PageHeading({ children, focusKey, sx, ...props }: { children: ReactNode; focusKey?: string } & Omit<TypographyProps<'h1'>, 'component' | 'children' | 'ref'>) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, [focusKey]);
  return (
    <Typography component="h1" variant="h4" ref={ref} tabIndex={-1} {...props} sx={[{ outline: 'none', fontWeight: 800, fontSize: { xs: 26, md: 34 } }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Typography>
  );
}
