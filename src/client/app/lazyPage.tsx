// What a lazily loaded page or area shows while its chunk arrives: the thin progress bar over an empty
// half screen. Shared by the router (in /home's JavaScript) and the account areas' route modules.
import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { TopProgressBar } from '../components/Spinner';

export function PageFallback() {
  return (
    <Box sx={{ minHeight: '50vh' }} aria-busy="true">
      <TopProgressBar />
    </Box>
  );
}

/** A lazy page (or area) inside its Suspense boundary. */
export function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageFallback />}>{children}</Suspense>;
}
