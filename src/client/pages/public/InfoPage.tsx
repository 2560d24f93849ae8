// The public section and company pages (seminars, podcasts, ..., about us, contact us): title and an
// honest "coming soon" until their content exists. Contact us shows the real contact details.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MailIcon, PhoneIcon, PlaceIcon } from '../../components/icons';
import { SITE_CONTACT } from '../../layout/siteLinks';
import { ComingSoonPage } from '../ComingSoonPage';
import { PUBLIC_PAGES } from '../pageDefs';

export type InfoPageId = keyof typeof PUBLIC_PAGES;

function ContactDetails() {
  const { t } = useTranslation();
  const rows = [
    { icon: MailIcon, content: <Link href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</Link> },
    {
      icon: PhoneIcon,
      content: (
        <>
          <Link href={SITE_CONTACT.phoneHref}>{SITE_CONTACT.phone}</Link>
          <Typography variant="body2" color="text.secondary">
            {t('FOOTER.HOURS')}
          </Typography>
        </>
      ),
    },
    { icon: PlaceIcon, content: <Typography>{t('FOOTER.ADDRESS')}</Typography> },
  ];
  return (
    <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(3, 1fr)' }, mb: 4 }}>
      {rows.map(({ icon: Icon, content }, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1.5, p: 2.5, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <Icon color="primary" />
          <Box>{content}</Box>
        </Box>
      ))}
    </Box>
  );
}

function Credits() {
  const { t } = useTranslation();
  return (
    <Box id="credits" component="section" sx={{ mb: 4, p: 3, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper', scrollMarginTop: 96 }}>
      <Typography component="h2" variant="h6">
        {t('ABOUT.CREDITS_TITLE')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('ABOUT.CREDITS_TEXT')}
      </Typography>
    </Box>
  );
}

export default function InfoPage({ id }: { id: InfoPageId }) {
  return (
    <ComingSoonPage page={PUBLIC_PAGES[id]}>
      {id === 'contactUs' && <ContactDetails />}
      {id === 'aboutUs' && <Credits />}
    </ComingSoonPage>
  );
}
