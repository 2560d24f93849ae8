// A routed page whose content later work will fill: its translated title and an honest empty state.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../components/EmptyState';
import { PageHero } from '../components/PageHero';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import type { PageDef } from './pageDefs';
import { paths } from '../app/paths';

/** Public page placeholder: hero + coming soon. */
export function ComingSoonPage({ page, children }: { page: PageDef; children?: ReactNode }) {
  const { t } = useTranslation();
  const Icon = page.icon;
  useDocumentTitle(t(`PAGES.${page.id}.TITLE`));
  return (
    <>
      <PageHero title={t(`PAGES.${page.id}.TITLE`)} description={t(`PAGES.${page.id}.DESCRIPTION`)} icon={<Icon />} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {children}
        <EmptyState
          icon={<Icon />}
          title={t('COMMON.COMING_SOON')}
          text={t('COMMON.COMING_SOON_TEXT')}
          action={
            <>
              <Button component={RouterLink} to={paths.courses()} variant="contained">
                {t('COMMON.BROWSE_COURSES')}
              </Button>
              <Button component={RouterLink} to={paths.home()} variant="outlined">
                {t('COMMON.BACK_HOME')}
              </Button>
            </>
          }
        />
      </Container>
    </>
  );
}

/** Account page placeholder (inside the account layout): section title + coming soon. */
export function AccountSectionPage({ page, action }: { page: PageDef; action?: ReactNode }) {
  const { t } = useTranslation();
  const Icon = page.icon;
  useDocumentTitle(t(`PAGES.${page.id}.TITLE`));
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Icon color="primary" />
        <Typography component="h2" variant="h5">
          {t(`PAGES.${page.id}.TITLE`)}
        </Typography>
        <Chip label={t('COMMON.COMING_SOON')} size="small" variant="outlined" />
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(`PAGES.${page.id}.DESCRIPTION`)}
      </Typography>
      <EmptyState icon={<Icon />} title={t('COMMON.COMING_SOON')} text={t('COMMON.COMING_SOON_TEXT')} action={action} />
    </Box>
  );
}
