// /instructor/courses: the courses I teach, with their status, students, rating and last change, and
// what I can do with each (edit, preview, submit for review, unpublish). A table on wide screens, cards
// on a phone.
import { instructorPaths } from '../../app/areaPaths';
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { InstructorCourseItem } from '../../../shared/schemas/studio';
import { paths } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { AddIcon } from '../../components/icons';
import { Spinner } from '../../components/Spinner';
import { errorMessageKey } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectLanguage } from '../locale';
import { StatusChip } from './StatusChip';
import { selectStudio, studioActions } from './studioSlice';
import { useStudioFeature } from './useStudioFeature';

const canSubmit = (c: InstructorCourseItem) => c.status === 'draft' || c.status === 'rejected' || c.status === 'unpublished' || (c.status === 'published' && c.hasDraftChanges);

function Actions({ course, busy, onUnpublish }: { course: InstructorCourseItem; busy: boolean; onUnpublish: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      <Button size="small" variant="contained" component={RouterLink} to={instructorPaths.courseEdit(course.id)} aria-label={t('STUDIO.LIST.EDIT_LABEL', { title: course.title })}>
        {t('STUDIO.LIST.EDIT')}
      </Button>
      <Button size="small" component={RouterLink} to={instructorPaths.coursePreview(course.id)} aria-label={t('STUDIO.LIST.PREVIEW_LABEL', { title: course.title })}>
        {t('STUDIO.LIST.PREVIEW')}
      </Button>
      {canSubmit(course) && (
        <Button size="small" disabled={busy} onClick={() => dispatch(studioActions.submitFromListRequested({ courseId: course.id }))} aria-label={t('STUDIO.LIST.SUBMIT_LABEL', { title: course.title })}>
          {t('STUDIO.SUBMIT')}
        </Button>
      )}
      {course.status === 'published' && (
        <Button size="small" color="warning" disabled={busy} onClick={onUnpublish} aria-label={t('STUDIO.LIST.UNPUBLISH_LABEL', { title: course.title })}>
          {t('STUDIO.LIST.UNPUBLISH')}
        </Button>
      )}
    </Box>
  );
}

export default function MyCoursesPage() {
  useStudioFeature();
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLanguage);
  const { list, listAction } = useAppSelector(selectStudio);
  const [unpublishing, setUnpublishing] = useState<InstructorCourseItem | null>(null);
  useDocumentTitle(t('STUDIO.LIST.TITLE'));
  useEffect(() => {
    dispatch(studioActions.listRequested());
  }, [dispatch]);

  const create = (
    <Button component={RouterLink} to={paths.instructor.createCourse()} variant="contained" startIcon={<AddIcon />}>
      {t('STUDIO.LIST.CREATE')}
    </Button>
  );
  const rating = (c: InstructorCourseItem) => (c.ratingCount > 0 ? t('STUDIO.LIST.RATING_VALUE', { rating: c.rating.toFixed(1), count: c.ratingCount }) : t('STUDIO.LIST.NO_RATING'));

  let body;
  if (list.status === 'failed' && !list.data) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => dispatch(studioActions.listRequested())}>
            {t('STUDIO.RETRY')}
          </Button>
        }
      >
        {t('STUDIO.LIST.LOAD_FAILED')} {t(errorMessageKey(list.error?.code ?? 'UNKNOWN'))}
      </Alert>
    );
  } else if (!list.data) {
    body = <Spinner label={t('STUDIO.LIST.LOADING')} />;
  } else if (list.data.length === 0) {
    body = (
      <EmptyState
        title={t('STUDIO.LIST.EMPTY_TITLE')}
        text={t('STUDIO.LIST.EMPTY_TEXT')}
        action={
          <Button component={RouterLink} to={paths.instructor.createCourse()} variant="contained" startIcon={<AddIcon />}>
            {t('STUDIO.LIST.CREATE_FIRST')}
          </Button>
        }
      />
    );
  } else {
    const rows = list.data;
    body = (
      <>
        <Table sx={{ display: { xs: 'none', md: 'table' } }} aria-label={t('STUDIO.LIST.TITLE')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('STUDIO.LIST.COURSE')}</TableCell>
              <TableCell>{t('STUDIO.LIST.STATUS')}</TableCell>
              <TableCell align="right">{t('STUDIO.LIST.STUDENTS')}</TableCell>
              <TableCell>{t('STUDIO.LIST.RATING')}</TableCell>
              <TableCell>{t('STUDIO.LIST.UPDATED')}</TableCell>
              <TableCell>{t('STUDIO.LIST.ACTIONS')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((c) => (
              <TableRow key={c.id} data-testid={`course-row-${c.id}`}>
                <TableCell sx={{ fontWeight: 600 }}>{c.title}</TableCell>
                <TableCell>
                  <StatusChip status={c.status} hasDraftChanges={c.hasDraftChanges} />
                </TableCell>
                <TableCell align="right">{c.students}</TableCell>
                <TableCell>{rating(c)}</TableCell>
                <TableCell>{formatDate(c.updatedAt, lang)}</TableCell>
                <TableCell>
                  <Actions course={c} busy={listAction.courseId === c.id} onUnpublish={() => setUnpublishing(c)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Box component="ul" sx={{ display: { xs: 'grid', md: 'none' }, gap: 1.5, p: 0, m: 0, listStyle: 'none' }}>
          {rows.map((c) => (
            <Box component="li" key={c.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, display: 'grid', gap: 1, bgcolor: 'background.paper' }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {c.title}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', color: 'text.secondary', fontSize: 14 }}>
                <StatusChip status={c.status} hasDraftChanges={c.hasDraftChanges} />
                <span>{t('STUDIO.LIST.STUDENTS_COUNT', { count: c.students })}</span>
                <span>{rating(c)}</span>
                <span>{t('STUDIO.LIST.UPDATED_ON', { date: formatDate(c.updatedAt, lang) })}</span>
              </Box>
              <Actions course={c} busy={listAction.courseId === c.id} onUnpublish={() => setUnpublishing(c)} />
            </Box>
          ))}
        </Box>
      </>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {t('STUDIO.LIST.TITLE')}
        </Typography>
        {list.data && list.data.length > 0 && create}
      </Box>
      {listAction.error && <Alert severity="error">{t(errorMessageKey(listAction.error.code))}</Alert>}
      {body}
      {unpublishing && (
        <Dialog open onClose={() => setUnpublishing(null)} aria-labelledby="studio-unpublish-title">
          <DialogTitle id="studio-unpublish-title">{t('STUDIO.LIST.UNPUBLISH_TITLE', { title: unpublishing.title })}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t('STUDIO.LIST.UNPUBLISH_TEXT')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setUnpublishing(null)} autoFocus>
              {t('STUDIO.CANCEL')}
            </Button>
            <Button
              color="warning"
              variant="contained"
              onClick={() => {
                dispatch(studioActions.unpublishRequested({ courseId: unpublishing.id }));
                setUnpublishing(null);
              }}
            >
              {t('STUDIO.LIST.UNPUBLISH')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
