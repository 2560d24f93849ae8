import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router-dom';
import { reloadKey } from '../lib/useReloadNavigate';
import { Footer } from './Footer';
import { Header } from './Header';

/** The public area: header, routed page, footer. */
export function PublicLayout() {
  const location = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Box component="main" id="main-content" sx={{ flex: 1 }}>
        <Outlet key={reloadKey(location.state) ?? 'page'} />
      </Box>
      <Footer />
    </Box>
  );
}
