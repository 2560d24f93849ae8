import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../lib/hooks';
import { selectIsLoading } from '../features/ui';
import { Spinner } from '../components/Spinner';

/** A dark backdrop while any customer, file or auth call runs. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const loading = useAppSelector(selectIsLoading);
  if (!loading) return null;
  return (
    <Box
      data-testid="loading-overlay"
      aria-live="polite"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 10,
        bgcolor: 'rgba(5, 8, 20, 0.62)',
        backdropFilter: 'blur(2px)',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <Spinner label={t('COMMON.LOADING')} />
    </Box>
  );
}
