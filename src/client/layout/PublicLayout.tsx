import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router-dom';
import { reloadKey } from '../lib/useReloadNavigate';
import { Footer } from './Footer';
import { Header } from './Header';
import { TestPaymentsNotice } from './TestPaymentsNotice';

/** The public area: the "test payments" ribbon while the test provider is on, header, routed page, footer. */
export function PublicLayout() {
  const location = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TestPaymentsNotice />
      <Header />
      <Box component="main" id="main-content" sx={{ flex: 1 }}>
        <Outlet key={reloadKey(location.state) ?? 'page'} />
      </Box>
      <Footer />
    </Box>
  );
}
