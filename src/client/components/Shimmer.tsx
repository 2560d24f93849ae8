import Box, { type BoxProps } from '@mui/material/Box';

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
