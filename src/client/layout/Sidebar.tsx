import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ADMIN_MENU, INSTRUCTOR_MENU, STUDENT_MENU, type AccountVariant } from './accountMenus';

/** The account sidebar titled 'my profile': the active entry follows the route; sign-out is styled as danger. */
export function Sidebar({ variant, onNavigate }: { variant: AccountVariant; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = variant === 'admin' ? ADMIN_MENU : variant === 'instructor' ? INSTRUCTOR_MENU : STUDENT_MENU;
  return (
    <Box
      component="nav"
      aria-labelledby="account-sidebar-title"
      sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 3, p: 1.5 }}
    >
      <Typography
        id="account-sidebar-title"
        component="h2"
        variant="overline"
        sx={{ px: 1.5, pt: 0.5, pb: 1, display: 'block', color: 'text.secondary', letterSpacing: 1.5 }}
      >
        {t('ACCOUNT.MY_PROFILE')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}>
        {items.map((item) => {
          // An area's home entry (the admin overview) is active on itself only.
          const isHome = item.path === ADMIN_MENU[0]?.path;
          const active = !item.danger && (pathname === item.path || (!isHome && pathname.startsWith(`${item.path}/`)));
          const Icon = item.icon;
          return (
            <li key={item.key}>
              <Box
                component={RouterLink}
                to={item.path}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                data-active={active ? 'true' : undefined}
                data-danger={item.danger ? 'true' : undefined}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  px: 1.5,
                  py: 1.1,
                  borderRadius: 2,
                  textDecoration: 'none',
                  fontSize: 14,
                  fontWeight: active ? 700 : 500,
                  color: item.danger ? 'error.main' : active ? 'primary.main' : 'text.secondary',
                  bgcolor: active ? (theme) => `${theme.palette.primary.main}1f` : 'transparent',
                  borderLeft: 3,
                  borderColor: active ? 'primary.main' : 'transparent',
                  mt: item.danger ? 1 : 0,
                  transition: 'background-color .15s, color .15s',
                  '&:hover': {
                    bgcolor: item.danger ? (theme) => `${theme.palette.error.main}1a` : 'action.hover',
                    color: item.danger ? 'error.main' : 'text.primary',
                  },
                }}
              >
                <Icon fontSize="small" />
                {t(item.title)}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
