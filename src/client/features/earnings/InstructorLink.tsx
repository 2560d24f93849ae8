// The instructor's own link: a sale made after a buyer followed it (the last referral link they
// followed, within REFERRAL_COOKIE_DAYS) or signed up through it sells on the instructor channel, the
// larger share. Every account has its code; no affiliate agreement is needed for one's own courses.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { REFERRAL_COOKIE_DAYS } from '../../../shared/constants';
import { paths } from '../../app/paths';
import { CopyField } from '../../components/CopyField';
import { useAppSelector } from '../../lib/hooks';
import { selectCurrentUser } from '../auth';

/** The site's home page with ?ref=CODE: it works on any page of the site the same way. */
export function instructorLink(origin: string, code: string): string {
  return `${origin}${paths.home()}?ref=${encodeURIComponent(code)}`;
}

export function InstructorLink() {
  const { t } = useTranslation();
  const user = useAppSelector(selectCurrentUser);
  if (!user?.referralCode) return null;
  const link = instructorLink(window.location.origin, user.referralCode);
  return (
    <Paper component="section" aria-labelledby="instructor-link-title" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography id="instructor-link-title" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
        {t('EARNINGS.LINK.TITLE')}
      </Typography>
      <Typography color="text.secondary">{t('EARNINGS.LINK.INTRO', { days: REFERRAL_COOKIE_DAYS })}</Typography>
      <CopyField id="instructor-link" label={t('EARNINGS.LINK.LABEL')} value={link} copyLabel={t('EARNINGS.LINK.COPY')} helperText={t('EARNINGS.LINK.HINT', { code: user.referralCode })} />
    </Paper>
  );
}
