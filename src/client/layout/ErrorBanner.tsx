import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { selectErrorBanner, uiActions } from '../features/ui';
import { CloseIcon, WarningIcon } from '../components/icons';
import { LiteIconButton } from '../components/LiteButton';

/** A dismissible red banner above the header with the translated key and the server's text. */
export function ErrorBanner() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const error = useAppSelector(selectErrorBanner);
  if (!error) return null;
  return (
    <Box
      role="alert"
      sx={{
        bgcolor: 'error.dark',
        color: '#fff',
        px: { xs: 2, md: 3 },
        py: 1,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        position: 'relative',
        zIndex: (theme) => theme.zIndex.appBar + 2,
      }}
    >
      <WarningIcon fontSize="small" />
      <Typography variant="body2" sx={{ flex: 1, fontWeight: 500 }} data-testid="error-banner-text">
        {t(error.key)}
        {error.message ? ` ${error.message}` : ''}
      </Typography>
      <LiteIconButton size="small" color="inherit" aria-label={t('COMMON.DISMISS')} onClick={() => dispatch(uiActions.errorDismissed())}>
        <CloseIcon fontSize="small" />
      </LiteIconButton>
    </Box>
  );
}
