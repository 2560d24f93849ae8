// The account area's profile header: greeting, counters, e-mail badge,
// photo change control (core's usePhotoUpload) with an 'uploading' overlay, and the main action.
import { adminPaths } from '../app/areaPaths';
import { useRef, type ChangeEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { fullPathProfileImage } from '../../shared/customerImage';
import { useAppSelector } from '../lib/hooks';
import { selectCurrentUser } from '../features/auth';
import { selectStorageBaseUrl } from '../features/config';
import { selectLanguage } from '../features/locale';
import { usePhotoUpload } from '../features/profilePhoto';
import { useInstructorFigures } from '../features/people';
import { AddIcon, CameraIcon, HeadsetIcon, SchoolIcon, VerifiedIcon, WarningIcon } from '../components/icons';
import type { AccountVariant } from './accountMenus';
import { paths } from '../app/paths';
import { formatNumber } from '../lib/format';

function Stat({ label, value, testId, decimals = 0 }: { label: string; value: number | null; testId: string; decimals?: number }) {
  const lang = useAppSelector(selectLanguage);
  return (
    <Box sx={{ minWidth: { xs: 80, sm: 96 } }}>
      <Typography data-testid={testId} sx={{ fontSize: { xs: 22, md: 26 }, fontWeight: 800, lineHeight: 1.1 }}>
        {value === null ? '–' : formatNumber(value, lang, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
    </Box>
  );
}

export function ProfileHeader({ variant }: { variant: AccountVariant }) {
  const { t } = useTranslation();
  const user = useAppSelector(selectCurrentUser);
  const storageBase = useAppSelector(selectStorageBaseUrl);
  const { busy, upload } = usePhotoUpload();
  const inputRef = useRef<HTMLInputElement>(null);
  // The instructor variant shows their teaching figures (students, courses, rating) instead of a learner's.
  const figures = useInstructorFigures(variant === 'instructor' && user ? user.username : null);

  if (!user) {
    return (
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'center' }} aria-busy="true">
        <Skeleton variant="circular" width={112} height={112} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="40%" height={40} />
          <Skeleton width="60%" />
        </Box>
      </Box>
    );
  }

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires change
    if (file) upload(file);
  };

  return (
    // On a phone the header stays compact (a quarter of a 390x844 screen, not half): the photo beside the
    // greeting at 56 px, the admin's tagline left for larger screens, the action a medium button on its own row.
    <Box data-testid="profile-header" sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: { xs: 1.5, sm: 3 }, alignItems: 'center' }}>
      <Box sx={{ position: 'relative', flexShrink: 0 }}>
        <Avatar
          src={fullPathProfileImage(user.profileImage, storageBase)}
          alt={t('ACCOUNT.PHOTO_ALT', { username: user.username })}
          sx={{ width: { xs: 56, sm: 88, md: 112 }, height: { xs: 56, sm: 88, md: 112 }, border: { xs: 2, sm: 3 }, borderColor: 'background.paper', boxShadow: 4 }}
        />
        {busy && (
          <Box
            data-testid="photo-uploading"
            role="status"
            sx={{
              position: 'absolute',
              inset: 0,
              borderRadius: '50%',
              bgcolor: 'rgba(5,8,20,0.7)',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 0.5,
              color: '#fff',
            }}
          >
            <CircularProgress size={24} color="inherit" />
            <Typography variant="caption" sx={{ fontWeight: 600 }}>
              {t('STUDENT.PROFILE.UPLOADING')}
            </Typography>
          </Box>
        )}
        <Box
          component="label"
          htmlFor="profile-photo-input"
          title={t('ACCOUNT.CHANGE_PHOTO')}
          sx={{
            position: 'absolute',
            right: -2,
            bottom: -2,
            width: { xs: 28, sm: 36 },
            height: { xs: 28, sm: 36 },
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            cursor: busy ? 'default' : 'pointer',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            border: 3,
            borderColor: 'background.paper',
            '&:focus-within': { outline: '2px solid', outlineColor: 'secondary.main' },
          }}
        >
          <CameraIcon sx={{ fontSize: { xs: 15, sm: 18 } }} />
          <Box
            component="input"
            ref={inputRef}
            id="profile-photo-input"
            data-testid="profile-photo-input"
            type="file"
            name="profileImage"
            accept="image/*"
            aria-label={t('ACCOUNT.CHANGE_PHOTO')}
            disabled={busy}
            onChange={onFile}
            sx={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          />
        </Box>
      </Box>

      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="h1" variant="h4" sx={{ fontSize: { xs: 20, sm: 24, md: 32 }, wordBreak: 'break-word' }}>
            {t('ACCOUNT.GREETING', { username: user.username })}
          </Typography>
          {user.isEmailVerified ? (
            <Chip
              data-testid="email-badge"
              icon={<VerifiedIcon fontSize="small" />}
              label={t('ACCOUNT.EMAIL_VERIFIED')}
              color="success"
              size="small"
              variant="outlined"
            />
          ) : (
            <Chip
              data-testid="email-badge"
              component={RouterLink}
              to={paths.activate()}
              clickable
              icon={<WarningIcon fontSize="small" />}
              label={t('ACCOUNT.EMAIL_NOT_VERIFIED')}
              title={t('ACCOUNT.VERIFY_EMAIL')}
              aria-label={`${t('ACCOUNT.EMAIL_NOT_VERIFIED')}: ${t('ACCOUNT.VERIFY_EMAIL')}`}
              color="warning"
              size="small"
              variant="outlined"
            />
          )}
          {variant === 'instructor' && <Chip label={t('ACCOUNT.INSTRUCTOR_BADGE')} color="secondary" size="small" />}
          {variant === 'admin' && <Chip data-testid="admin-badge" label={t('ACCOUNT.ADMIN_BADGE')} color="secondary" size="small" />}
        </Box>
        {variant === 'admin' ? (
          // An admin's own learning counters say nothing about the work: the console's purpose instead.
          <Typography data-testid="admin-tagline" color="text.secondary" sx={{ mt: 1.5, maxWidth: 560, display: { xs: 'none', sm: 'block' } }}>
            {t('ACCOUNT.ADMIN_TAGLINE')}
          </Typography>
        ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, md: 4 }, mt: { xs: 1, sm: 2 } }}>
          {variant === 'instructor' ? (
            <>
              <Stat label={t('PEOPLE.PUBLIC.STUDENTS')} value={figures?.students ?? null} testId="stat-students" />
              <Stat label={t('PEOPLE.PUBLIC.COURSES')} value={figures?.courses ?? null} testId="stat-courses" />
              <Stat label={t('PEOPLE.HEADER.RATING')} value={figures && figures.ratingCount > 0 ? figures.rating : null} decimals={1} testId="stat-rating" />
            </>
          ) : (
            <>
              <Stat label={t('ACCOUNT.POINTS')} value={user.points} testId="stat-points" />
              <Stat label={t('ACCOUNT.COMPLETED_COURSES')} value={user.completedCourses} testId="stat-completed-courses" />
              <Stat label={t('ACCOUNT.COMPLETED_LESSONS')} value={user.completedLessons} testId="stat-completed-lessons" />
            </>
          )}
        </Box>
        )}
      </Box>

      <Box sx={{ flexShrink: 0, width: { xs: '100%', sm: 'auto' }, '& .MuiButton-root': { py: { xs: 0.75, sm: 1 } } }}>
        {variant === 'admin' ? (
          <Button component={RouterLink} to={adminPaths.support()} variant="contained" size="large" startIcon={<HeadsetIcon />}>
            {t('ACCOUNT.ADMIN_SUPPORT_BUTTON')}
          </Button>
        ) : variant === 'instructor' ? (
          <Button component={RouterLink} to={paths.instructor.createCourse()} variant="contained" size="large" startIcon={<AddIcon />}>
            {t('INSTRUCTOR.MENU.CREATE_COURSE')}
          </Button>
        ) : (
          <Button component={RouterLink} to={paths.student.courseList()} variant="contained" size="large" startIcon={<SchoolIcon />}>
            {t('ACCOUNT.MY_COURSES_BUTTON')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
