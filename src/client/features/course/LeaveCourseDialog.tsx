// The confirmation before leaving a free course (CoursePage's LeaveCourse loads it on its own): it says how
// long the progress is kept.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { LEFT_ENROLLMENT_KEPT_DAYS } from '../../../shared/engagement';
import type { CourseDetail } from '../../../shared/schemas/courses';
import { useAppDispatch } from '../../lib/hooks';
import { courseActions } from './courseSlice';

export default function LeaveCourseDialog({ course, title, open, onClose }: { course: CourseDetail; title: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="leave-course-title" aria-describedby="leave-course-text">
      <DialogTitle id="leave-course-title">{t('COURSES.LEAVE_CONFIRM_TITLE', { title })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-course-text">{t('COURSES.LEAVE_CONFIRM_TEXT', { days: LEFT_ENROLLMENT_KEPT_DAYS })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus data-testid="leave-course-cancel">
          {t('COURSES.LEAVE_CANCEL')}
        </Button>
        <Button
          color="error"
          variant="contained"
          data-testid="leave-course-confirm"
          onClick={() => {
            onClose();
            dispatch(courseActions.leaveRequested({ courseId: course.id }));
          }}
        >
          {t('COURSES.LEAVE_CONFIRM')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
