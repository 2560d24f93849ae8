import Box, { type BoxProps } from '@mui/material/Box';

/**
 * A line of text being loaded: a box of the text's line height (so the skeleton is as tall as the text that
 * replaces it: no layout shift) holding a bar of `barHeight` at `width`.
 */
export function ShimmerLine({ lineHeight, barHeight, width = '100%' }: { lineHeight: number; barHeight: number; width?: number | string }) {
  return (
    <Box aria-hidden sx={{ height: lineHeight, display: 'flex', alignItems: 'center' }}>
      <Shimmer sx={{ height: barHeight, width }} />
    </Box>
  );
}

/** A loading placeholder block (a light stand-in for MUI's Skeleton in the always-loaded shell). */
export function Shimmer({ sx, ...props }: BoxProps) {
  return (
    <Box
      aria-hidden
      {...props}
      sx={[
        {
          display: 'block',
          borderRadius: 1,
          bgcolor: 'action.hover',
          animation: 'academy-pulse 1.4s ease-in-out infinite',
          '@keyframes academy-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
