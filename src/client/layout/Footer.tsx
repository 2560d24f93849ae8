// Site footer: company, community and analysis links (which reload the current route),
// social links, tagline, contact e-mail, phone with hours, address, copyright with the current year, credits.
import { useDeferredValue, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useReloadNavigate } from '../lib/useReloadNavigate';
import { LiteIconLink } from '../components/LiteButton';
import { Logo } from '../components/Logo';
import {
  FacebookIcon,
  InstagramIcon,
  LineIcon,
  MailIcon,
  PhoneIcon,
  PlaceIcon,
  TiktokIcon,
  YoutubeIcon,
  type IconComponent,
} from '../components/icons';
import { FOOTER_COLUMNS, SITE_CONTACT, SOCIAL_LINKS } from './siteLinks';
import { paths } from '../app/paths';

const SOCIAL_ICONS: Record<(typeof SOCIAL_LINKS)[number]['key'], IconComponent> = {
  line: LineIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  tiktok: TiktokIcon,
  youtube: YoutubeIcon,
};

const linkSx = {
  color: 'text.secondary',
  fontSize: 14,
  textDecoration: 'none',
  '&:hover, &:focus-visible': { color: 'text.primary', textDecoration: 'underline' },
} as const;
const accentLinkSx = { color: 'primary.main', fontSize: 14, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } } as const;

export function Footer() {
  // Below the fold when a page first shows (each layout's main area is at least a screen tall): its links join in a
  // render of their own right after the first screen, instead of lengthening the first screen's one commit.
  const shown = useDeferredValue(true, false);
  return shown ? <FooterContent /> : null;
}

function FooterContent() {
  const { t } = useTranslation();
  const reload = useReloadNavigate();
  const year = new Date().getFullYear();

  const onReloadClick = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    reload(to);
  };

  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: (theme) => (theme.palette.mode === 'dark' ? '#080c19' : '#eef0f7'),
        pt: { xs: 6, md: 8 },
        pb: 4,
      }}
    >
      <Container maxWidth="xl">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.6fr repeat(3, 1fr) 1.4fr' } }}>
          <Box>
            <Logo height={34} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, maxWidth: 320 }}>
              {t('FOOTER.TAGLINE')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, mt: 2 }} aria-label={t('FOOTER.FOLLOW_US')} role="group">
              {SOCIAL_LINKS.map((s) => {
                const Icon = SOCIAL_ICONS[s.key];
                return (
                  <LiteIconLink
                    key={s.key}
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={s.label}
                    size="small"
                    sx={{ border: 1, borderColor: 'divider', color: 'text.secondary', '&:hover': { color: 'primary.main' } }}
                  >
                    <Icon fontSize="small" />
                  </LiteIconLink>
                );
              })}
            </Box>
          </Box>
          {FOOTER_COLUMNS.map((column) => (
            <Box component="nav" key={column.key} aria-label={t(column.title)}>
              <Typography variant="subtitle2" component="h2" sx={{ mb: 1.5, textTransform: 'uppercase', letterSpacing: 1, fontSize: 12 }}>
                {t(column.title)}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {column.links.map((link) => (
                  <li key={link.key}>
                    <Box component={RouterLink} to={link.link} onClick={onReloadClick(link.link)} sx={linkSx}>
                      {t(link.title)}
                    </Box>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
          <Box>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1.5, textTransform: 'uppercase', letterSpacing: 1, fontSize: 12 }}>
              {t('FOOTER.CONTACT')}
            </Typography>
            <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 1.25 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <MailIcon fontSize="small" sx={{ color: 'text.secondary', mt: 0.25 }} />
                <Box component="a" href={`mailto:${SITE_CONTACT.email}`} sx={accentLinkSx}>
                  {SITE_CONTACT.email}
                </Box>
              </Box>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <PhoneIcon fontSize="small" sx={{ color: 'text.secondary', mt: 0.25 }} />
                <Box>
                  <Box component="a" href={SITE_CONTACT.phoneHref} sx={accentLinkSx}>
                    {SITE_CONTACT.phone}
                  </Box>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {t('FOOTER.HOURS')}
                  </Typography>
                </Box>
              </Box>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <PlaceIcon fontSize="small" sx={{ color: 'text.secondary', mt: 0.25 }} />
                <Typography variant="body2" color="text.secondary">
                  {t('FOOTER.ADDRESS')}
                </Typography>
              </Box>
            </Box>
          </Box>
        </Box>
        <Box
          sx={{
            mt: 6,
            pt: 3,
            borderTop: 1,
            borderColor: 'divider',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('FOOTER.COPYRIGHT', { year })}
          </Typography>
          <Box component={RouterLink} to={`${paths.page('about-us')}#credits`} sx={linkSx}>
            {t('FOOTER.CREDITS')}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
