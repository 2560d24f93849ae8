import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router-dom';
import { reloadKey } from '../lib/useReloadNavigate';
import { Footer } from './Footer';
import { Header } from './Header';
import { TestPaymentsNotice } from './TestPaymentsNotice';

/**
 * The public area: the "test payments" ribbon while the test provider is on, header, routed page, footer.
 * The main area is at least a screen tall, so the footer starts below the fold and does not jump down
 * when the page's chunk or its list arrives (the layout shift Lighthouse measured on the list pages).
 */
export function PublicLayout() {
  const location = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TestPaymentsNotice />
      <Header />
      <Box component="main" id="main-content" sx={{ flex: 1, minHeight: '100vh' }}>
        <Outlet key={reloadKey(location.state) ?? 'page'} />
      </Box>
      <Footer />
    </Box>
  );
}
