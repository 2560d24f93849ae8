// Account area layout: top menu, banner with the profile header (student or instructor
// variant by URL prefix), a 'Menu' link and button opening the side menu on small screens, the
// 'my profile' sidebar, the routed content and the footer.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { reloadKey } from '../lib/useReloadNavigate';
import { CloseIcon, MenuIcon } from '../components/icons';
import { BRAND } from '../lib/theme';
import { accountVariant } from './accountMenus';
import { Footer } from './Footer';
import { Header } from './Header';
import { ProfileHeader } from './ProfileHeader';
import { Sidebar } from './Sidebar';
import { TestPaymentsNotice } from './TestPaymentsNotice';

export function AccountLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const variant = accountVariant(location.pathname);
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = () => setMenuOpen(true);
  const closeMenu = () => setMenuOpen(false);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TestPaymentsNotice />
      <Header />
      <Box
        component="section"
        aria-label={t(variant === 'admin' ? 'ACCOUNT.ADMIN_AREA' : variant === 'instructor' ? 'ACCOUNT.INSTRUCTOR_AREA' : 'ACCOUNT.STUDENT_AREA')}
        sx={{
          background: (theme) => (theme.palette.mode === 'dark' ? BRAND.heroDark : BRAND.heroLight),
          borderBottom: 1,
          borderColor: 'divider',
          py: { xs: 3, md: 5 },
        }}
      >
        <Container maxWidth="xl">
          <ProfileHeader variant={variant} />
        </Container>
      </Box>

      <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, flex: 1 }}>
        <Box sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Link
            component="button"
            type="button"
            onClick={openMenu}
            aria-controls="account-side-menu"
            aria-expanded={menuOpen}
            underline="none"
            sx={{ fontWeight: 700, fontSize: 16 }}
          >
            {t('ACCOUNT.MENU')}
          </Link>
          <IconButton onClick={openMenu} aria-label={t('ACCOUNT.OPEN_MENU')} aria-controls="account-side-menu" aria-expanded={menuOpen} sx={{ border: 1, borderColor: 'divider' }}>
            <MenuIcon />
          </IconButton>
        </Box>
        <Drawer
          id="account-side-menu"
          open={menuOpen}
          onClose={closeMenu}
          slotProps={{ paper: { sx: { width: 'min(320px, 88vw)', p: 1.5, bgcolor: 'background.default' } } }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
            <Button onClick={closeMenu} startIcon={<CloseIcon />} color="inherit">
              {t('COMMON.CLOSE')}
            </Button>
          </Box>
          <Sidebar variant={variant} onNavigate={closeMenu} />
        </Drawer>

        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '280px minmax(0, 1fr)' }, alignItems: 'start' }}>
          <Box sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 96 }}>
            <Sidebar variant={variant} />
          </Box>
          {/* At least a screen tall: the footer does not jump down when the page's data arrives. */}
          <Box component="main" id="main-content" sx={{ minWidth: 0, minHeight: '100vh' }}>
            <Outlet key={reloadKey(location.state) ?? 'page'} />
          </Box>
        </Box>
      </Container>
      <Footer />
    </Box>
  );
}

export default AccountLayout;
