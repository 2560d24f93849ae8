// /student/bookmark: the student's wishlist (saved courses), each removable.
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessageKey } from '../../lib/errors';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useSaga } from '../../lib/useSaga';
import { EmptyState } from '../../components/EmptyState';
import { BookmarkIcon, DeleteIcon, WarningIcon } from '../../components/icons';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { COURSE_GRID_SX, CourseCard, CourseCardSkeleton } from '../../components/course/CourseCard';
import { selectStorageBaseUrl } from '../config';
import { selectCountry, selectLanguage } from '../locale';
import { selectWishlist, wishlistActions } from './wishlistSlice';
import { wishlistSaga } from './wishlistSaga';
import { paths } from '../../app/paths';

export default function WishlistPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useSaga(wishlistSaga);
  const { list, removing, removeError } = useAppSelector(selectWishlist);
  const { status, error } = list;
  const items = list.data?.items ?? [];
  const lang = useAppSelector(selectLanguage);
  const country = useAppSelector(selectCountry);
  const storageBaseUrl = useAppSelector(selectStorageBaseUrl);
  useDocumentTitle(t('PAGES.STUDENT_BOOKMARK.TITLE'));

  useEffect(() => {
    dispatch(wishlistActions.fetchRequested());
  }, [dispatch]);

  return (
    <Box>
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('PAGES.STUDENT_BOOKMARK.TITLE')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('PAGES.STUDENT_BOOKMARK.DESCRIPTION')}
      </Typography>
      {removeError && (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          {t(errorMessageKey(removeError.code))}
        </Typography>
      )}
      {status === 'loading' && items.length === 0 ? (
        <Box component="ul" aria-busy="true" sx={COURSE_GRID_SX}>
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <CourseCardSkeleton />
            </li>
          ))}
        </Box>
      ) : status === 'failed' ? (
        <EmptyState
          icon={<WarningIcon />}
          title={t('WISHLIST.LOAD_FAILED')}
          text={t(errorMessageKey(error?.code ?? 'UNKNOWN'))}
          action={
            <Button variant="contained" onClick={() => dispatch(wishlistActions.fetchRequested())}>
              {t('COURSES.RETRY')}
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<BookmarkIcon />}
          title={t('WISHLIST.EMPTY_TITLE')}
          text={t('WISHLIST.EMPTY_TEXT')}
          action={
            <Button component={RouterLink} to={paths.courses()} variant="contained">
              {t('COMMON.BROWSE_COURSES')}
            </Button>
          }
        />
      ) : (
        <Box component="ul" sx={COURSE_GRID_SX}>
          {items.map(({ course }) => (
            <li key={course.id}>
              <CourseCard
                course={course}
                lang={lang}
                country={country}
                storageBaseUrl={storageBaseUrl}
                footer={
                  <Button
                    size="small"
                    color="inherit"
                    startIcon={<DeleteIcon />}
                    disabled={removing.includes(course.id)}
                    aria-label={t('WISHLIST.REMOVE_COURSE', { title: course.title })}
                    onClick={() => dispatch(wishlistActions.removeRequested({ courseId: course.id }))}
                  >
                    {t('WISHLIST.REMOVE')}
                  </Button>
                }
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
