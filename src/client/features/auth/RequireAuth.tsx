import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../lib/hooks';
import { Spinner } from '../../components/Spinner';
import { selectAuthInitialized, selectCurrentUser } from './authSlice';
import { paths } from '../../app/paths';

/**
 * Route guard: waits for the start-up current-user check, then renders the area
 * or redirects to /auth/log-in?returnUrl=<requested URL>.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const initialized = useAppSelector(selectAuthInitialized);
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();
  if (!initialized) {
    return (
      <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
        <Spinner label={t('COMMON.LOADING')} />
      </Box>
    );
  }
  if (!user) {
    return <Navigate to={paths.logIn(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return children;
}
