import Box from '@mui/material/Box';

/** A small CSS spinner (lighter than CircularProgress for the always-loaded shell). */
export function Spinner({ size = 40, label }: { size?: number; label?: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        border: `${Math.max(2, Math.round(size / 12))}px solid`,
        borderColor: 'rgba(124,140,255,0.25)',
        borderTopColor: 'primary.main',
        animation: 'academy-spin .8s linear infinite',
        '@keyframes academy-spin': { to: { transform: 'rotate(360deg)' } },
      }}
    />
  );
}

/** A thin indeterminate bar at the top of the page while a lazy route loads. */
export function TopProgressBar() {
  return (
    <Box
      role="progressbar"
      aria-busy="true"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 2000,
        overflow: 'hidden',
        bgcolor: 'rgba(124,140,255,0.2)',
        '&::after': {
          content: '""',
          position: 'absolute',
          top: 0,
          bottom: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: 'academy-bar 1.1s ease-in-out infinite',
        },
        '@keyframes academy-bar': { from: { left: '-40%' }, to: { left: '100%' } },
      }}
    />
  );
}
