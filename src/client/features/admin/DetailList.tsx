// The admin's detail pages (an order, a person): sections of facts, each a titled region holding a
// definition list of label and value rows (a <div> per row holding its <dt> and <dd>, as the
// definition-list rules of accessibility audits ask).
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled region of a detail page (its heading names it). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2, display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The list of rows: only DetailRow children (or conditions that render one or nothing). */
export function DetailList({ children, gap = 1 }: { children: ReactNode; gap?: number }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap }}>
      {children}
    </Box>
  );
}

/** One fact: its label (dt) and value (dd), side by side from the small breakpoint up. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '180px minmax(0, 1fr)' }, gap: { xs: 0, sm: 2 } }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}
