// /auth/sign-out: asks core's saga to sign out (it then goes to the sign-in page).
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { authActions } from './authSlice';

export default function SignOutPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useDocumentTitle(t('AUTH.SIGNOUT.TITLE'));
  useEffect(() => {
    dispatch(authActions.signOutRequested());
  }, [dispatch]);
  return (
    <Box sx={{ textAlign: 'center', py: 4 }} role="status">
      <CircularProgress />
      <Typography component="h1" variant="h5" sx={{ mt: 3 }}>
        {t('AUTH.SIGNOUT.TITLE')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('AUTH.SIGNOUT.TEXT')}
      </Typography>
    </Box>
  );
}
