// The header's dropdown panels, loaded on first use: category list, mega menu, region and language,
// cart (its content comes with the cart's code), notifications (static samples), profile menu and the small-screen navigation drawer.
import { Suspense, type MouseEvent, type ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { COUNTRIES, LANGUAGES } from '../../shared/constants';
import { fullPathProfileImage } from '../../shared/customerImage';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { useReloadNavigate } from '../lib/useReloadNavigate';
import { selectCurrentUser } from '../features/auth';
import { CartMenuContent } from '../features/cart';
import { categoryTitle, selectCategories, selectCategoriesLoading } from '../features/categories';
import { selectStorageBaseUrl } from '../features/config';
import { localeActions, selectCountry, selectLanguage } from '../features/locale';
import { selectLatestNewsItem, selectNewsLoading } from '../features/news';
import { selectTheme, uiActions } from '../features/ui';
import {
  AppsIcon,
  ArrowForwardIcon,
  BellIcon,
  CheckIcon,
  CloseIcon,
  DashboardIcon,
  DarkModeIcon,
  LightModeIcon,
  LogoutIcon,
  SchoolIcon,
} from '../components/icons';
import { Logo } from '../components/Logo';
import { CoverImage } from '../components/CoverCard';
import { newsCoverUrl } from '../components/NewsCard';
import { CourseSearchForm } from '../components/CourseSearchForm';
import { LANGUAGE_NAMES, REGION_KEYS } from '../lib/localeNames';
import type { HeaderMenuProps } from './headerMenuTypes';
import { MEGA_MENU } from './megaMenu';
import { COMPANY_LINKS, menuHref } from './siteLinks';
import { landingPath, paths, returnUrlHere } from '../app/paths';

function menuId(kind: string) {
  return `header-menu-${kind}`;
}

function CategoryMenu({ open, anchorEl, onClose }: Omit<HeaderMenuProps, 'kind'>) {
  const { t } = useTranslation();
  const categories = useAppSelector(selectCategories);
  const loading = useAppSelector(selectCategoriesLoading);
  const lang = useAppSelector(selectLanguage);
  return (
    <Menu
      id={menuId('categories')}
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 300, maxHeight: 480 } } }}
    >
      <ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '36px' }}>{t('HEADER.CATEGORIES')}</ListSubheader>
      {loading && categories.length === 0 && <MenuItem disabled>{t('COMMON.LOADING')}</MenuItem>}
      {!loading && categories.length === 0 && <MenuItem disabled>{t('HEADER.NO_CATEGORIES')}</MenuItem>}
      {categories.map((category) => (
        <MenuItem
          key={category.id}
          component={RouterLink}
          to={paths.courses({ category: category.id })}
          onClick={onClose}
          sx={{ pl: category.parentId ? 4 : 2 }}
        >
          {categoryTitle(category, lang)}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem component={RouterLink} to={paths.courses()} onClick={onClose} sx={{ color: 'primary.main', fontWeight: 600 }}>
        <ListItemIcon sx={{ color: 'inherit' }}>
          <AppsIcon fontSize="small" />
        </ListItemIcon>
        {t('HEADER.VIEW_ALL_CATEGORIES')}
      </MenuItem>
    </Menu>
  );
}

/** Links of the company column: they "reload the current route". */
function ReloadLink({ to, children, onNavigate }: { to: string; children: ReactNode; onNavigate?: () => void }) {
  const reload = useReloadNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    reload(to);
  };
  return (
    <Link component={RouterLink} to={to} onClick={onClick} color="text.secondary" sx={{ '&:hover': { color: 'text.primary' } }}>
      {children}
    </Link>
  );
}

export function LatestNewsCard({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const item = useAppSelector(selectLatestNewsItem);
  const loading = useAppSelector(selectNewsLoading);
  const cover = newsCoverUrl(useAppSelector(selectStorageBaseUrl), item);
  return (
    <Box sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'background.default' }}>
      <CoverImage src={cover} />
      <Box sx={{ p: 2 }}>
        {item ? (
          <>
            <Typography variant="subtitle2" sx={{ mb: 1.5, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
              {item.title}
            </Typography>
            <Button
              component={RouterLink}
              to={paths.newsArticle(item.slug)}
              onClick={onNavigate}
              size="small"
              variant="outlined"
              endIcon={<ArrowForwardIcon fontSize="small" />}
            >
              {t('HEADER.READ_MORE')}
            </Button>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {loading ? t('COMMON.LOADING') : t('HEADER.NO_NEWS')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function MegaMenu({ open, anchorEl, onClose }: Omit<HeaderMenuProps, 'kind'>) {
  const { t } = useTranslation();
  return (
    <Popover
      id={menuId('mega')}
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{ paper: { sx: { mt: 1.5, width: 'min(1180px, calc(100vw - 32px))', p: 3 }, 'aria-label': t('HEADER.MEGA_MENU') } }}
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: 'repeat(3, 1fr) 1.3fr 0.9fr' } }}>
        {MEGA_MENU.map((group) => {
          const GroupIcon = group.icon;
          return (
            <Box component="nav" key={group.key} aria-label={t(group.title)}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
                {GroupIcon && <GroupIcon fontSize="small" color="primary" />}
                <Typography variant="subtitle1" component="h3">
                  {t(group.title)}
                </Typography>
              </Box>
              {group.description && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {t(group.description)}
                </Typography>
              )}
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {group.subItems?.map((item) => {
                  const ItemIcon = item.icon;
                  return (
                    <Box component="li" key={item.key} sx={item.divider ? { borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 } : undefined}>
                      <Link
                        component={RouterLink}
                        to={menuHref(item)}
                        onClick={onClose}
                        color="text.secondary"
                        sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.6, fontSize: 14, '&:hover': { color: 'text.primary' } }}
                      >
                        {ItemIcon && <ItemIcon sx={{ fontSize: 18 }} />}
                        {t(item.title)}
                      </Link>
                    </Box>
                  );
                })}
              </Box>
            </Box>
          );
        })}
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
            {t('HEADER.LATEST_ANALYSIS_NEWS')}
          </Typography>
          <LatestNewsCard onNavigate={onClose} />
        </Box>
        <Box component="nav" aria-label={t('HEADER.COMPANY')}>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
            {t('HEADER.COMPANY')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {COMPANY_LINKS.map((link) => (
              <li key={link.key}>
                <ReloadLink to={link.link} onNavigate={onClose}>
                  {t(link.title)}
                </ReloadLink>
              </li>
            ))}
          </Box>
        </Box>
      </Box>
    </Popover>
  );
}

function LocaleMenu({ open, anchorEl, onClose }: Omit<HeaderMenuProps, 'kind'>) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const country = useAppSelector(selectCountry);
  const lang = useAppSelector(selectLanguage);
  return (
    <Menu id={menuId('locale')} open={open} anchorEl={anchorEl} onClose={onClose} slotProps={{ paper: { sx: { width: 260 } } }}>
      <ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '36px' }}>{t('HEADER.REGION')}</ListSubheader>
      {COUNTRIES.map((c) => (
        <MenuItem
          key={c.id}
          selected={c.id === country}
          onClick={() => {
            onClose();
            if (c.id !== country) dispatch(localeActions.regionChangeRequested(c.id));
          }}
        >
          <ListItemText>{t(REGION_KEYS[c.id])}</ListItemText>
          {c.id === country && <CheckIcon fontSize="small" color="primary" />}
        </MenuItem>
      ))}
      <Divider />
      <ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '36px' }}>{t('HEADER.LANGUAGE')}</ListSubheader>
      {LANGUAGES.map((l) => (
        <MenuItem
          key={l}
          lang={l}
          selected={l === lang}
          onClick={() => {
            onClose();
            if (l !== lang) dispatch(localeActions.languageChangeRequested(l));
          }}
        >
          <ListItemText>{LANGUAGE_NAMES[l]}</ListItemText>
          {l === lang && <CheckIcon fontSize="small" color="primary" />}
        </MenuItem>
      ))}
    </Menu>
  );
}

function SampleTag() {
  const { t } = useTranslation();
  return <Chip size="small" label={t('HEADER.SAMPLE')} variant="outlined" sx={{ height: 20, fontSize: 11 }} />;
}

function CartMenu({ open, anchorEl, onClose }: Omit<HeaderMenuProps, 'kind'>) {
  const { t } = useTranslation();
  return (
    <Popover
      id={menuId('cart')}
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 'min(360px, calc(100vw - 24px))', mt: 1, p: 2 }, 'aria-label': t('CART.TITLE') } }}
    >
      <Suspense fallback={<Typography variant="body2">{t('COMMON.LOADING')}</Typography>}>
        <CartMenuContent onNavigate={onClose} />
      </Suspense>
    </Popover>
  );
}

function NotificationsMenu({ open, anchorEl, onClose }: Omit<HeaderMenuProps, 'kind'>) {
  const { t } = useTranslation();
  const items = ['NOTIFICATIONS.WELCOME', 'NOTIFICATIONS.LANGUAGES', 'NOTIFICATIONS.NEWS'] as const;
  return (
    <Popover
      id={menuId('notifications')}
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 340, mt: 1, p: 2 }, 'aria-label': t('NOTIFICATIONS.TITLE') } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {t('NOTIFICATIONS.TITLE')}
        </Typography>
        <SampleTag />
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((key) => (
          <Box component="li" key={key} sx={{ display: 'flex', gap: 1.5, py: 1.25, borderTop: 1, borderColor: 'divider' }}>
            <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              <BellIcon sx={{ fontSize: 18 }} />
            </Avatar>
            <Typography variant="body2">{t(key)}</Typography>
          </Box>
        ))}
      </Box>
    </Popover>
  );
}

function InstructorBlock({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ m: 1.5, p: 2, borderRadius: 2, background: 'linear-gradient(135deg, rgba(124,140,255,.18), rgba(34,211,238,.14))' }}>
      <Typography variant="subtitle2">{t('HEADER.INSTRUCTOR_TITLE')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('HEADER.INSTRUCTOR_TEXT')}
      </Typography>
      <Button component={RouterLink} to={paths.instructor.createCourse()} size="small" variant="contained" onClick={onNavigate}>
        {t('HEADER.CREATE_COURSE')}
      </Button>
    </Box>
  );
}

function ProfileMenu({ open, anchorEl, onClose }: Omit<HeaderMenuProps, 'kind'>) {
  const { t } = useTranslation();
  const user = useAppSelector(selectCurrentUser);
  const storageBase = useAppSelector(selectStorageBaseUrl);
  return (
    <Menu
      id={menuId('profile')}
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 290, mt: 1 } } }}
    >
      {user && (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', px: 2, py: 1.5 }}>
          <Avatar src={fullPathProfileImage(user.profileImage, storageBase)} alt="" />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap>
              {user.username}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          </Box>
        </Box>
      )}
      <Divider />
      <MenuItem component={RouterLink} to={landingPath(user?.role)} onClick={onClose}>
        <ListItemIcon>
          <DashboardIcon fontSize="small" />
        </ListItemIcon>
        {t('HEADER.MY_ACCOUNT')}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.signOut()} onClick={onClose} sx={{ color: 'error.main' }}>
        <ListItemIcon sx={{ color: 'inherit' }}>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {t('HEADER.SIGN_OUT')}
      </MenuItem>
      <Divider />
      <InstructorBlock onNavigate={onClose} />
    </Menu>
  );
}

function MobileDrawer({ open, onClose }: Omit<HeaderMenuProps, 'kind' | 'anchorEl'>) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const categories = useAppSelector(selectCategories);
  const lang = useAppSelector(selectLanguage);
  const country = useAppSelector(selectCountry);
  const theme = useAppSelector(selectTheme);
  const returnHere = returnUrlHere(useLocation());
  const linkSx = { display: 'block', py: 0.75, color: 'text.secondary', '&:hover': { color: 'text.primary' } } as const;
  return (
    <Drawer id={menuId('mobile')} open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 'min(340px, 88vw)' } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Logo height={30} />
        <IconButton aria-label={t('COMMON.CLOSE')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 2, pb: 2 }}>
        <CourseSearchForm id="drawer-search" dense onSubmitted={onClose} />
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('HEADER.MEGA_MENU')} sx={{ px: 2, py: 1.5, overflowY: 'auto' }}>
        {!user && (
          <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
            <Button component={RouterLink} to={paths.logIn(returnHere)} onClick={onClose} variant="outlined" fullWidth>
              {t('HEADER.SIGN_IN')}
            </Button>
            <Button component={RouterLink} to={paths.signUp(returnHere)} onClick={onClose} variant="contained" fullWidth>
              {t('HEADER.SIGN_UP')}
            </Button>
          </Box>
        )}
        {user && (
          <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
            <Button component={RouterLink} to={landingPath(user.role)} onClick={onClose} variant="contained" fullWidth startIcon={<SchoolIcon />}>
              {t('HEADER.MY_ACCOUNT')}
            </Button>
            <Button component={RouterLink} to={paths.signOut()} onClick={onClose} color="error" variant="outlined" fullWidth>
              {t('HEADER.SIGN_OUT')}
            </Button>
          </Box>
        )}
        <Typography variant="overline" color="text.secondary">
          {t('HEADER.CATEGORIES')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
          {categories
            .filter((c) => !c.parentId)
            .map((c) => (
              <Chip key={c.id} component={RouterLink} to={paths.courses({ category: c.id })} onClick={onClose} clickable label={categoryTitle(c, lang)} size="small" />
            ))}
          <Chip component={RouterLink} to={paths.courses()} onClick={onClose} clickable color="primary" label={t('HEADER.VIEW_ALL_CATEGORIES')} size="small" />
        </Box>
        {MEGA_MENU.map((group) => (
          <Box key={group.key} sx={{ mt: 2 }}>
            <Typography variant="overline" color="text.secondary">
              {t(group.title)}
            </Typography>
            {group.subItems?.map((item) => (
              <Link key={item.key} component={RouterLink} to={menuHref(item)} onClick={onClose} sx={linkSx}>
                {t(item.title)}
              </Link>
            ))}
          </Box>
        ))}
        <Box sx={{ mt: 2 }}>
          <Typography variant="overline" color="text.secondary">
            {t('HEADER.COMPANY')}
          </Typography>
          {COMPANY_LINKS.map((link) => (
            <Box key={link.key} sx={{ py: 0.75 }}>
              <ReloadLink to={link.link} onNavigate={onClose}>
                {t(link.title)}
              </ReloadLink>
            </Box>
          ))}
        </Box>
        <Divider sx={{ my: 2 }} />
        <Typography variant="overline" color="text.secondary">
          {t('HEADER.REGION')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
          {COUNTRIES.map((c) => (
            <Chip
              key={c.id}
              label={t(REGION_KEYS[c.id])}
              color={c.id === country ? 'primary' : 'default'}
              variant={c.id === country ? 'filled' : 'outlined'}
              onClick={() => c.id !== country && dispatch(localeActions.regionChangeRequested(c.id))}
            />
          ))}
        </Box>
        <Typography variant="overline" color="text.secondary">
          {t('HEADER.LANGUAGE')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
          {LANGUAGES.map((l) => (
            <Chip
              key={l}
              lang={l}
              label={LANGUAGE_NAMES[l]}
              color={l === lang ? 'primary' : 'default'}
              variant={l === lang ? 'filled' : 'outlined'}
              onClick={() => l !== lang && dispatch(localeActions.languageChangeRequested(l))}
            />
          ))}
        </Box>
        <Button
          sx={{ mt: 1 }}
          color="inherit"
          startIcon={theme === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
          onClick={() => dispatch(uiActions.themeChanged(theme === 'dark' ? 'light' : 'dark'))}
        >
          {t(theme === 'dark' ? 'COMMON.USE_LIGHT_THEME' : 'COMMON.USE_DARK_THEME')}
        </Button>
      </Box>
    </Drawer>
  );
}

export default function HeaderMenus({ kind, open, anchorEl, onClose }: HeaderMenuProps) {
  switch (kind) {
    case 'categories':
      return <CategoryMenu open={open} anchorEl={anchorEl} onClose={onClose} />;
    case 'mega':
      return <MegaMenu open={open} anchorEl={anchorEl} onClose={onClose} />;
    case 'locale':
      return <LocaleMenu open={open} anchorEl={anchorEl} onClose={onClose} />;
    case 'cart':
      return <CartMenu open={open} anchorEl={anchorEl} onClose={onClose} />;
    case 'notifications':
      return <NotificationsMenu open={open} anchorEl={anchorEl} onClose={onClose} />;
    case 'profile':
      return <ProfileMenu open={open} anchorEl={anchorEl} onClose={onClose} />;
    case 'mobile':
      return <MobileDrawer open={open} onClose={onClose} />;
  }
}
