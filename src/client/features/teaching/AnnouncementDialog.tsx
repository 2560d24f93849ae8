// "Send announcement": subject and body, then a confirmation naming how many students get the mail.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TeachingCourse } from '../../../shared/schemas/studioTeaching';
import { ANNOUNCEMENT_BODY_MAX_LENGTH, ANNOUNCEMENT_SUBJECT_MAX_LENGTH } from '../../../shared/schemaValues';
import { useSubmit } from '../../app/useRequest';
import { errorMessageKey } from '../../lib/errors';
import { announcementRequest } from './teachingRequests';

export function AnnouncementDialog({ course, onClose }: { course: TeachingCourse; onClose: (sent: boolean) => void }) {
  const { t } = useTranslation();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [touched, setTouched] = useState(false);
  const { state, submit } = useSubmit(announcementRequest);
  const busy = state.status === 'loading';
  const sent = state.status === 'succeeded';
  const blankSubject = subject.trim() === '';
  const blankBody = body.trim() === '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (blankSubject || blankBody || busy) return;
    if (!confirming) setConfirming(true);
    else submit({ courseId: course.id, subject: subject.trim(), body: body.trim() });
  };
  const noRecipients = course.announcementRecipients === 0;
  const limitReached = course.announcementsLeft === 0;

  return (
    <Dialog open onClose={() => !busy && onClose(sent)} fullWidth maxWidth="sm" aria-labelledby="announce-title">
      <form onSubmit={onSubmit} noValidate aria-busy={busy}>
        <DialogTitle id="announce-title">{t('TEACHING.ANNOUNCE.TITLE', { course: course.title })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {sent ? (
            <Alert severity="success" role="status">
              {t('TEACHING.ANNOUNCE.SENT', { count: state.data?.recipients ?? 0 })}
            </Alert>
          ) : (
            <>
              {state.status === 'failed' && state.error && (
                <Alert severity="error" role="alert">
                  {t(errorMessageKey(state.error.code))}
                </Alert>
              )}
              {(noRecipients || limitReached) && (
                <Alert severity="info">{t(noRecipients ? 'ERRORS.ANNOUNCEMENT_NO_RECIPIENTS' : 'ERRORS.ANNOUNCEMENT_RATE_LIMITED')}</Alert>
              )}
              <Typography variant="body2" color="text.secondary">
                {t('TEACHING.ANNOUNCE.HELP', { left: course.announcementsLeft })}
              </Typography>
              <TextField
                label={t('TEACHING.ANNOUNCE.SUBJECT')}
                value={subject}
                onChange={(e) => {
                  setSubject(e.target.value);
                  setConfirming(false);
                }}
                required
                disabled={confirming}
                slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_SUBJECT_MAX_LENGTH } }}
                error={touched && blankSubject}
                helperText={touched && blankSubject ? t('ERRORS.TEACHING_TEXT_BLANK') : undefined}
              />
              <TextField
                label={t('TEACHING.ANNOUNCE.BODY')}
                value={body}
                onChange={(e) => {
                  setBody(e.target.value);
                  setConfirming(false);
                }}
                required
                multiline
                minRows={5}
                disabled={confirming}
                slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_BODY_MAX_LENGTH } }}
                error={touched && blankBody}
                helperText={touched && blankBody ? t('ERRORS.TEACHING_TEXT_BLANK') : `${body.length}/${ANNOUNCEMENT_BODY_MAX_LENGTH}`}
              />
              {confirming && (
                <Alert severity="warning" role="status">
                  {t('TEACHING.ANNOUNCE.CONFIRM', { count: course.announcementRecipients })}
                </Alert>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          {sent ? (
            <Button onClick={() => onClose(true)} variant="contained">
              {t('TEACHING.CLOSE')}
            </Button>
          ) : (
            <>
              <Button onClick={() => (confirming ? setConfirming(false) : onClose(false))} disabled={busy}>
                {t(confirming ? 'TEACHING.BACK' : 'TEACHING.CANCEL')}
              </Button>
              <Button type="submit" variant="contained" disabled={busy || noRecipients || limitReached}>
                {t(confirming ? 'TEACHING.ANNOUNCE.SEND_NOW' : 'TEACHING.ANNOUNCE.REVIEW')}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
