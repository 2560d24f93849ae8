// Site header: logo, category dropdown, course search, mega menu, region and language,
// cart, notifications, sign-in / profile menu; sticky after STICKY_HEADER_OFFSET_PX of scrolling.
// The dropdown panels live in a lazily loaded chunk (HeaderMenus) so the home page stays small.
import { lazy, Suspense, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { STICKY_HEADER_OFFSET_PX } from '../../shared/constants';
import { fullPathProfileImage } from '../../shared/customerImage';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { selectCurrentUser } from '../features/auth';
import { CartBoot, hasLocalCart, selectCartCount } from '../features/cart';
import { selectStorageBaseUrl } from '../features/config';
import { selectLanguage } from '../features/locale';
import { selectTheme, uiActions } from '../features/ui';
import { LiteButton, LiteIconButton, LiteLinkButton } from '../components/LiteButton';
import { Logo } from '../components/Logo';
import {
  AppsIcon,
  BellIcon,
  CartIcon,
  DarkModeIcon,
  ExpandMoreIcon,
  GlobeIcon,
  LightModeIcon,
  MenuIcon,
} from '../components/icons';
import { LANGUAGE_NAMES } from '../lib/localeNames';
import { CourseSearchForm } from '../components/CourseSearchForm';
import type { HeaderMenuKind } from './headerMenuTypes';
import { paths, returnUrlHere } from '../app/paths';

const loadHeaderMenus = () => import(/* webpackChunkName: "header-menus" */ './HeaderMenus');
const HeaderMenus = lazy(loadHeaderMenus);
/** Starts loading the dropdown panels before the first click (hover or focus on a trigger). */
const preload = () => void loadHeaderMenus();

export function useStickyHeader(offset = STICKY_HEADER_OFFSET_PX): boolean {
  const [sticky, setSticky] = useState(() => typeof window !== 'undefined' && window.scrollY > offset);
  useEffect(() => {
    const onScroll = () => setSticky(window.scrollY > offset);
    // Checked again in the next frame, not now: reading scrollY here, just after the first commit, would
    // lay the whole page out inside this start-up task; in the frame, that layout is the one the paint needs.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [offset]);
  return sticky;
}

/** The cart's count on its icon button (lighter than MUI's Badge on the always-loaded header). */
function CountBadge({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        position: 'absolute',
        top: 2,
        right: 2,
        minWidth: 16,
        height: 16,
        px: 0.5,
        borderRadius: 999,
        bgcolor: 'secondary.main',
        color: '#0b1020',
        fontSize: 10,
        fontWeight: 700,
        lineHeight: '16px',
        textAlign: 'center',
      }}
    >
      {children}
    </Box>
  );
}

export function Header() {
  const { t } = useTranslation();
  // The Sign in / Sign up links come back to this page.
  const returnHere = returnUrlHere(useLocation());
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const lang = useAppSelector(selectLanguage);
  const theme = useAppSelector(selectTheme);
  const storageBase = useAppSelector(selectStorageBaseUrl);
  const sticky = useStickyHeader();
  const cartCount = useAppSelector(selectCartCount);
  const cartInjected = useAppSelector((state) => (state as { cart?: unknown }).cart !== undefined);
  // The cart's code and data come after the first paint, and only when there is a cart to show.
  const [cartBooted, setCartBooted] = useState(false);
  useEffect(() => {
    if (cartBooted || !(user || cartInjected || hasLocalCart())) return;
    const timer = window.setTimeout(() => setCartBooted(true), 50);
    return () => window.clearTimeout(timer);
  }, [cartBooted, user, cartInjected]);
  const [menu, setMenu] = useState<{ kind: HeaderMenuKind; anchor: HTMLElement | null; open: boolean } | null>(null);

  const openMenu = (kind: HeaderMenuKind) => (event: MouseEvent<HTMLElement>) =>
    setMenu({ kind, anchor: event.currentTarget, open: true });
  const closeMenu = () => setMenu((m) => (m ? { ...m, open: false } : m));
  const isOpen = (kind: HeaderMenuKind) => Boolean(menu?.open && menu.kind === kind);
  const trigger = (kind: HeaderMenuKind) => ({
    onClick: openMenu(kind),
    onPointerEnter: preload,
    onFocus: preload,
    'aria-haspopup': true as const,
    'aria-expanded': isOpen(kind),
    'aria-controls': isOpen(kind) ? `header-menu-${kind}` : undefined,
  });

  const iconButtonSx = { color: 'text.primary', border: 1, borderColor: 'divider', width: 40, height: 40 } as const;

  return (
    <>
      {/* Keeps the page from jumping when the header leaves the flow. */}
      {sticky && <Box aria-hidden sx={{ height: { xs: 64, md: 72 } }} />}
      <Box
        component="header"
        data-testid="site-header"
        data-sticky={sticky ? 'true' : 'false'}
        sx={{
          position: sticky ? 'fixed' : 'relative',
          top: 0,
          left: 0,
          right: 0,
          zIndex: (th) => th.zIndex.appBar,
          bgcolor: (th) => (th.palette.mode === 'dark' ? 'rgba(11,16,32,0.86)' : 'rgba(255,255,255,0.9)'),
          backdropFilter: 'saturate(180%) blur(12px)',
          borderBottom: 1,
          borderColor: 'divider',
          boxShadow: sticky ? '0 8px 30px rgba(0,0,0,0.25)' : 'none',
          animation: sticky ? 'academy-header-in .25s ease-out' : 'none',
          '@keyframes academy-header-in': { from: { transform: 'translateY(-100%)' }, to: { transform: 'translateY(0)' } },
        }}
      >
        <Container maxWidth="xl" sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, md: 1.5 }, height: { xs: 64, md: 72 } }}>
          <LiteIconButton
            {...trigger('mobile')}
            aria-label={t('COMMON.OPEN_MENU')}
            sx={{ ...iconButtonSx, display: { xs: 'inline-flex', lg: 'none' } }}
          >
            <MenuIcon fontSize="small" />
          </LiteIconButton>
          <Box component={RouterLink} to={paths.root()} aria-label={t('HEADER.HOME')} sx={{ display: 'flex', flexShrink: 0, mr: { md: 1 } }}>
            <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
              <Logo height={34} />
            </Box>
            <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
              <Logo compact height={34} />
            </Box>
          </Box>

          <LiteButton
            {...trigger('categories')}
            color="inherit"
            startIcon={<AppsIcon fontSize="small" />}
            endIcon={<ExpandMoreIcon fontSize="small" />}
            sx={{ display: { xs: 'none', lg: 'inline-flex' }, flexShrink: 0 }}
          >
            {t('HEADER.BROWSE')}
          </LiteButton>

          <Box sx={{ display: { xs: 'none', md: 'flex' }, flex: 1, minWidth: 0 }}>
            <CourseSearchForm id="header-search" />
          </Box>

          <LiteButton
            {...trigger('mega')}
            color="inherit"
            endIcon={<ExpandMoreIcon fontSize="small" />}
            sx={{ display: { xs: 'none', lg: 'inline-flex' }, flexShrink: 0 }}
          >
            {t('HEADER.MEGA_MENU')}
          </LiteButton>

          <Box sx={{ flex: { xs: 1, md: 0 } }} />

          <LiteButton
            {...trigger('locale')}
            color="inherit"
            aria-label={`${LANGUAGE_NAMES[lang]}, ${t('HEADER.REGION_LANGUAGE')}`}
            startIcon={<GlobeIcon fontSize="small" />}
            sx={{ display: { xs: 'none', sm: 'inline-flex' }, flexShrink: 0, minWidth: 0 }}
          >
            {LANGUAGE_NAMES[lang]}
          </LiteButton>
          <LiteIconButton
            aria-label={t(theme === 'dark' ? 'COMMON.USE_LIGHT_THEME' : 'COMMON.USE_DARK_THEME')}
            onClick={() => dispatch(uiActions.themeChanged(theme === 'dark' ? 'light' : 'dark'))}
            sx={{ ...iconButtonSx, display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {theme === 'dark' ? <LightModeIcon fontSize="small" /> : <DarkModeIcon fontSize="small" />}
          </LiteIconButton>
          <LiteIconButton {...trigger('cart')} aria-label={cartCount > 0 ? t('CART.HEADER_LABEL', { count: cartCount }) : t('HEADER.CART')} sx={iconButtonSx} data-testid="header-cart">
            <CartIcon fontSize="small" />
            {cartCount > 0 && <CountBadge>{cartCount}</CountBadge>}
          </LiteIconButton>
          <LiteIconButton {...trigger('notifications')} aria-label={t('HEADER.NOTIFICATIONS')} sx={{ ...iconButtonSx, display: { xs: 'none', sm: 'inline-flex' } }}>
            <BellIcon fontSize="small" />
          </LiteIconButton>

          {user ? (
            <LiteIconButton {...trigger('profile')} aria-label={t('HEADER.PROFILE_MENU')} sx={{ p: 0.25, border: 2, borderColor: 'primary.main' }}>
              <Box
                component="img"
                src={fullPathProfileImage(user.profileImage, storageBase)}
                alt=""
                width={36}
                height={36}
                sx={{ width: 36, height: 36, borderRadius: '50%', objectFit: 'cover', display: 'block' }}
              />
            </LiteIconButton>
          ) : (
            <>
              <LiteLinkButton to={paths.logIn(returnHere)} color="inherit" sx={{ flexShrink: 0, display: { xs: 'none', sm: 'inline-flex' } }}>
                {t('HEADER.SIGN_IN')}
              </LiteLinkButton>
              <LiteLinkButton to={paths.signUp(returnHere)} variant="contained" sx={{ flexShrink: 0 }}>
                {t('HEADER.SIGN_UP')}
              </LiteLinkButton>
            </>
          )}
        </Container>
      </Box>
      {cartBooted && (
        <Suspense fallback={null}>
          <CartBoot />
        </Suspense>
      )}
      {menu && (
        <Suspense fallback={null}>
          <HeaderMenus kind={menu.kind} open={menu.open} anchorEl={menu.anchor} onClose={closeMenu} />
        </Suspense>
      )}
    </>
  );
}
