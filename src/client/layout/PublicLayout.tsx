import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../lib/hooks';
import { reloadKey } from '../lib/useReloadNavigate';
import { TestPaymentsRibbon } from '../features/checkout';
import { selectPaymentsTestMode } from '../features/config';
import { Footer } from './Footer';
import { Header } from './Header';

/** The public area: the "test payments" ribbon while the test provider is on, header, routed page, footer. */
export function PublicLayout() {
  const location = useLocation();
  const testPayments = useAppSelector(selectPaymentsTestMode);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {testPayments && (
        <Suspense fallback={null}>
          <TestPaymentsRibbon />
        </Suspense>
      )}
      <Header />
      <Box component="main" id="main-content" sx={{ flex: 1 }}>
        <Outlet key={reloadKey(location.state) ?? 'page'} />
      </Box>
      <Footer />
    </Box>
  );
}
