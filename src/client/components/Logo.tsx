import { useId } from 'react';
import Box from '@mui/material/Box';

/** The Academy mark and word mark; the text follows the theme's text colour. */
export function Logo({ compact = false, height = 36 }: { compact?: boolean; height?: number }) {
  // One gradient per instance: a shared id resolves to the first <svg> in the page, which may be hidden
  // (display: none, the header's other size), and then the mark paints nothing.
  const gradientId = `academy-logo-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <Box
      component="svg"
      viewBox={compact ? '0 0 40 40' : '0 0 184 40'}
      role="img"
      aria-label="Academy"
      sx={{ height, width: 'auto', display: 'block', color: 'text.primary' }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c8cff" />
          <stop offset="1" stopColor="#22d3ee" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill="#151c33" />
      <path d="M20 7 5 14.5l15 7.5 12.5-6.25V24.5H35V14.5z" fill={`url(#${gradientId})`} />
      <path d="M11 20.6v5.6c0 2.5 4 5 9 5s9-2.5 9-5v-5.6L20 25z" fill={`url(#${gradientId})`} opacity=".8" />
      {!compact && (
        <text x="50" y="27.5" fontFamily="inherit" fontSize="21" fontWeight="700" letterSpacing=".5" fill="currentColor">
          Academy
        </text>
      )}
    </Box>
  );
}
