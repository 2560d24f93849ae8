// /instructors/:username: an instructor's public page. Photo, name, headline and bio (in the interface's
// language where the instructor wrote one, else another, marked with `lang`), links, totals, and their
// published courses as catalogue cards. Unknown usernames (and anyone who does not teach) get the 404 page.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { fullPathProfileImage } from '../../../shared/customerImage';
import type { InstructorLinks, PublicInstructor } from '../../../shared/schemas/people';
import { INSTRUCTOR_LINK_NAMES } from '../../../shared/schemaValues';
import { useRequest } from '../../app/useRequest';
import { COURSE_GRID_SX, CourseCard, CourseCardSkeleton } from '../../components/course/CourseCard';
import { EmptyState } from '../../components/EmptyState';
import { FacebookIcon, GlobeIcon, GroupIcon, LinkIcon, SchoolIcon, StarIcon, YoutubeIcon, type IconComponent } from '../../components/icons';
import { errorMessageKey } from '../../lib/errors';
import { useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectStorageBaseUrl } from '../config';
import { selectCountry, selectLanguage } from '../locale';
import { publicInstructorRequest } from './peopleRequests';
import { formatNumber } from '../../lib/format';

const LINK_ICONS: Record<keyof InstructorLinks, IconComponent> = { website: GlobeIcon, youtube: YoutubeIcon, facebook: FacebookIcon, linkedin: LinkIcon, x: LinkIcon };
export const LINK_LABEL_KEYS: Record<keyof InstructorLinks, string> = {
  website: 'PEOPLE.LINKS.WEBSITE',
  youtube: 'PEOPLE.LINKS.YOUTUBE',
  facebook: 'PEOPLE.LINKS.FACEBOOK',
  linkedin: 'PEOPLE.LINKS.LINKEDIN',
  x: 'PEOPLE.LINKS.X',
};

function Figure({ icon: Icon, value, label, testId }: { icon: IconComponent; value: string; label: string; testId: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 120 }}>
      <Box sx={{ width: 40, height: 40, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'primary.main' }}>
        <Icon fontSize="small" />
      </Box>
      <Box>
        <Typography data-testid={testId} sx={{ fontSize: 22, fontWeight: 800, lineHeight: 1.1 }}>
          {value}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
      </Box>
    </Box>
  );
}

function Profile({ person }: { person: PublicInstructor }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const country = useAppSelector(selectCountry);
  const storageBaseUrl = useAppSelector(selectStorageBaseUrl);
  const number = (n: number) => formatNumber(n, lang);
  const links = INSTRUCTOR_LINK_NAMES.filter((name) => person.links[name]);
  return (
    <>
      <Box
        sx={{
          background: (theme) => `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.background.default} 75%)`,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 2.5, md: 4 }, alignItems: { xs: 'flex-start', sm: 'center' } }}>
          <Avatar
            src={fullPathProfileImage(person.profileImage, storageBaseUrl)}
            alt={t('PEOPLE.PUBLIC.PHOTO_ALT', { name: person.fullName })}
            sx={{ width: { xs: 96, md: 144 }, height: { xs: 96, md: 144 }, border: 4, borderColor: 'background.paper', boxShadow: 6, fontSize: 48 }}
          >
            {person.fullName.slice(0, 1).toUpperCase()}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary" sx={{ letterSpacing: 2 }}>
              {t('COURSES.INSTRUCTOR')}
            </Typography>
            <Typography component="h1" variant="h3" sx={{ fontSize: { xs: 28, md: 40 }, fontWeight: 800, wordBreak: 'break-word' }}>
              {person.fullName}
            </Typography>
            {person.headline && (
              <Typography lang={person.headline.lang} data-testid="instructor-headline" sx={{ fontSize: { xs: 16, md: 19 }, color: 'text.secondary', mt: 0.5 }}>
                {person.headline.text}
              </Typography>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, md: 4 }, mt: 3 }} aria-label={t('PEOPLE.PUBLIC.FIGURES')} role="group">
              <Figure icon={GroupIcon} value={number(person.totals.students)} label={t('PEOPLE.PUBLIC.STUDENTS')} testId="instructor-students" />
              <Figure icon={SchoolIcon} value={number(person.totals.courses)} label={t('PEOPLE.PUBLIC.COURSES')} testId="instructor-courses" />
              <Figure
                icon={StarIcon}
                value={person.totals.ratingCount > 0 ? formatNumber(person.totals.rating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : '–'}
                label={t('PEOPLE.PUBLIC.RATING', { ratings: person.totals.ratingCount })}
                testId="instructor-rating"
              />
            </Box>
          </Box>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start' }}>
        <Box component="section" aria-labelledby="instructor-about">
          <Typography id="instructor-about" component="h2" variant="h6" sx={{ mb: 1.5 }}>
            {t('PEOPLE.PUBLIC.ABOUT')}
          </Typography>
          {person.bio ? (
            <Typography lang={person.bio.lang} data-testid="instructor-bio" sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>
              {person.bio.text}
            </Typography>
          ) : (
            <Typography color="text.secondary">{t('PEOPLE.PUBLIC.NO_BIO')}</Typography>
          )}
          {links.length > 0 && (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 3, mb: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label={t('PEOPLE.PUBLIC.LINKS')}>
              {links.map((name) => {
                const Icon = LINK_ICONS[name];
                return (
                  <li key={name}>
                    <Button href={person.links[name] ?? ''} target="_blank" rel="noopener noreferrer nofollow" variant="outlined" size="small" startIcon={<Icon fontSize="small" />}>
                      {t(LINK_LABEL_KEYS[name])}
                    </Button>
                  </li>
                );
              })}
            </Box>
          )}
        </Box>
        <Box component="section" aria-labelledby="instructor-courses-title">
          <Typography id="instructor-courses-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
            {t('PEOPLE.PUBLIC.COURSES_BY', { name: person.fullName })}
          </Typography>
          {person.courses.length === 0 ? (
            <EmptyState icon={<SchoolIcon />} title={t('PEOPLE.PUBLIC.NO_COURSES')} />
          ) : (
            <Box component="ul" sx={{ ...COURSE_GRID_SX, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
              {person.courses.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} lang={lang} country={country} storageBaseUrl={storageBaseUrl} headingLevel="h3" />
                </li>
              ))}
            </Box>
          )}
        </Box>
      </Container>
    </>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} aria-busy="true" aria-label={t('COMMON.LOADING')}>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', mb: 5 }}>
        <Skeleton variant="circular" width={120} height={120} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="40%" height={48} />
          <Skeleton width="60%" />
        </Box>
      </Box>
      <Box component="ul" sx={COURSE_GRID_SX}>
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i}>
            <CourseCardSkeleton />
          </li>
        ))}
      </Box>
    </Container>
  );
}

export default function PublicInstructorPage({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  const lang = useAppSelector(selectLanguage);
  const { state, reload } = useRequest(publicInstructorRequest, username ? { username, lang } : null);
  useDocumentTitle(state.data ? state.data.fullName : t('COURSES.INSTRUCTOR'));
  if (!username || (state.status === 'failed' && state.error?.code === ERROR_CODES.INSTRUCTOR_NOT_FOUND)) return <>{notFound}</>;
  if (state.status === 'failed') {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert severity="error" role="alert" action={<Button color="inherit" onClick={reload}>{t('PEOPLE.RETRY')}</Button>}>
          {t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))}
        </Alert>
      </Container>
    );
  }
  if (!state.data) return <Loading />;
  return <Profile person={state.data} />;
}
