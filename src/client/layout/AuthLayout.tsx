// Authentication layout: menu, centred content, footer.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { BRAND } from '../lib/theme';
import { SchoolIcon, GlobeIcon, GroupIcon } from '../components/icons';
import { Footer } from './Footer';
import { Header } from './Header';
import { TestPaymentsNotice } from './TestPaymentsNotice';

export function AuthLayout() {
  const { t } = useTranslation();
  const points = [
    { icon: SchoolIcon, text: 'AUTH.LAYOUT.POINT_COURSES' },
    { icon: GlobeIcon, text: 'AUTH.LAYOUT.POINT_LANGUAGES' },
    { icon: GroupIcon, text: 'AUTH.LAYOUT.POINT_COMMUNITY' },
  ] as const;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TestPaymentsNotice />
      <Header />
      <Box
        component="main"
        id="main-content"
        sx={{ flex: 1, background: (theme) => (theme.palette.mode === 'dark' ? BRAND.heroDark : BRAND.heroLight), py: { xs: 4, md: 8 } }}
      >
        <Container maxWidth="lg" sx={{ display: 'grid', gap: 6, gridTemplateColumns: { xs: '1fr', md: '1fr 480px' }, alignItems: 'center' }}>
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <Typography variant="h3" component="p" sx={{ mb: 2 }}>
              {t('AUTH.LAYOUT.TITLE')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 440 }}>
              {t('AUTH.LAYOUT.TEXT')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
              {points.map(({ icon: Icon, text }) => (
                <Box component="li" key={text} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                  <Box sx={{ width: 40, height: 40, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'rgba(124,140,255,0.15)', color: 'primary.main' }}>
                    <Icon fontSize="small" />
                  </Box>
                  <Typography>{t(text)}</Typography>
                </Box>
              ))}
            </Box>
          </Box>
          <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 4, p: { xs: 3, sm: 4 }, boxShadow: '0 24px 60px rgba(0,0,0,0.25)' }}>
            <Outlet />
          </Box>
        </Container>
      </Box>
      <Footer />
    </Box>
  );
}

export default AuthLayout;
