import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LiteLinkButton } from '../components/LiteButton';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { paths } from '../app/paths';

/** The 404 page for any unknown path. */
export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('ERROR404.TITLE'));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography
        aria-hidden
        sx={{
          fontSize: { xs: 96, md: 140 },
          fontWeight: 900,
          lineHeight: 1,
          background: 'linear-gradient(135deg, #7c8cff 0%, #22d3ee 100%)',
          WebkitBackgroundClip: 'text',
          backgroundClip: 'text',
          color: 'transparent',
        }}
      >
        404
      </Typography>
      <Typography component="h1" variant="overline" sx={{ fontSize: 14, letterSpacing: 3, color: 'text.secondary' }}>
        {t('ERROR404.TITLE')}
      </Typography>
      <Typography component="h2" variant="h4" sx={{ mt: 2 }}>
        {t('ERROR404.HEADING')}
      </Typography>
      <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{t('ERROR404.TEXT')}</Typography>
      <Box sx={{ mt: 4 }}>
        <LiteLinkButton to={paths.root()} variant="contained" size="large">
          {t('ERROR404.BUTTON')}
        </LiteLinkButton>
      </Box>
    </Container>
  );
}
