// What a page shows while its data is on the way or could not be read: one look for every list page.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Shimmer } from './Shimmer';

/** A failed read: the translated reason and a retry button. */
export function LoadFailed({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Alert severity="error" role="alert" action={<Button onClick={onRetry}>{retryLabel}</Button>}>
      {message}
    </Alert>
  );
}

/** Placeholder rows of a list being read (marked busy for assistive technology). */
export function LoadingList({ count = 3, height = 56, gap = 1, radius = 2 }: { count?: number; height?: number; gap?: number; radius?: number }) {
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap }}>
      {Array.from({ length: count }, (_, i) => (
        <Shimmer key={i} sx={{ height, borderRadius: radius }} />
      ))}
    </Box>
  );
}
