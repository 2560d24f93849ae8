// /student/teach: apply to teach (a short bio and topics), then the application's state: waiting,
// approved (the account is an instructor now: the current user is reloaded so the role shows without
// signing out) or rejected with the admin's reason (and the form again, to apply once more).
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { INSTRUCTOR_APPLICATION_BIO_MAX_LENGTH, INSTRUCTOR_APPLICATION_MAX_TOPICS } from '../../../shared/constants';
import type { InstructorApplication } from '../../../shared/schemas/studio';
import { AddIcon } from '../../components/icons';
import { landingPath } from '../../app/paths';
import { useRequest, useSubmit } from '../../app/useRequest';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { errorMessageKey } from '../../lib/errors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { authActions, selectCurrentUser } from '../auth';
import { applyRequest, myApplicationRequest } from './instructorApplicationRequests';
import { formatDate } from '../../lib/format';

/** The server's limits (src/shared/schemas/studio.ts), checked here first for a friendly message. */
export const BIO_MIN_LENGTH = 20;
export const TOPIC_MAX_LENGTH = 60;

export function ApplicationForm({ busy, onSubmit }: { busy: boolean; onSubmit: (bio: string, topics: string[]) => void }) {
  const { t } = useTranslation();
  const [bio, setBio] = useState('');
  const [topic, setTopic] = useState('');
  const [topics, setTopics] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const bioLength = bio.trim().length;
  const bioError = touched && bioLength < BIO_MIN_LENGTH ? t('TEACH.BIO_TOO_SHORT', { min: BIO_MIN_LENGTH }) : null;
  const topicsError = touched && topics.length === 0 ? t('TEACH.TOPICS_REQUIRED') : null;
  const full = topics.length >= INSTRUCTOR_APPLICATION_MAX_TOPICS;

  const addTopic = () => {
    const value = topic.trim().replace(/\s+/g, ' ').slice(0, TOPIC_MAX_LENGTH);
    if (!value || full) return;
    if (!topics.some((x) => x.toLocaleLowerCase() === value.toLocaleLowerCase())) setTopics([...topics, value]);
    setTopic('');
  };
  const onTopicKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      addTopic();
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (bioLength < BIO_MIN_LENGTH || topics.length === 0) return;
    onSubmit(bio.trim(), topics);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('TEACH.FORM_LABEL')}>
      <Stack spacing={2.5}>
        <TextField
          label={t('TEACH.BIO')}
          value={bio}
          onChange={(e) => setBio(e.target.value)}
          multiline
          minRows={4}
          required
          error={Boolean(bioError)}
          helperText={bioError ?? t('TEACH.BIO_HELP', { count: bioLength, max: INSTRUCTOR_APPLICATION_BIO_MAX_LENGTH })}
          slotProps={{ htmlInput: { maxLength: INSTRUCTOR_APPLICATION_BIO_MAX_LENGTH } }}
        />
        <Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label={t('TEACH.TOPIC')}
              value={topic}
              onChange={(e) => setTopic(e.target.value)}
              onKeyDown={onTopicKey}
              disabled={full}
              error={Boolean(topicsError)}
              helperText={topicsError ?? t(full ? 'TEACH.TOPICS_FULL' : 'TEACH.TOPIC_HELP', { max: INSTRUCTOR_APPLICATION_MAX_TOPICS })}
              slotProps={{ htmlInput: { maxLength: TOPIC_MAX_LENGTH } }}
              sx={{ flex: 1 }}
            />
            <Button onClick={addTopic} disabled={full || !topic.trim()} startIcon={<AddIcon />} sx={{ mt: 1 }}>
              {t('TEACH.ADD_TOPIC')}
            </Button>
          </Box>
          <Box component="ul" aria-label={t('TEACH.TOPICS')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {topics.map((x) => (
              <li key={x}>
                <Chip label={x} onDelete={() => setTopics(topics.filter((y) => y !== x))} aria-label={t('TEACH.REMOVE_TOPIC', { topic: x })} />
              </li>
            ))}
          </Box>
        </Box>
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {t('TEACH.SUBMIT')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function ApplicationState({ application }: { application: InstructorApplication }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : '');
  if (application.status === 'pending') {
    return (
      <Alert severity="info" role="status">
        <Typography sx={{ fontWeight: 700 }}>{t('TEACH.PENDING_TITLE')}</Typography>
        {t('TEACH.PENDING_TEXT', { date: date(application.createdAt) })}
      </Alert>
    );
  }
  if (application.status === 'approved') {
    return (
      <Alert severity="success" role="status">
        <Typography sx={{ fontWeight: 700 }}>{t('TEACH.APPROVED_TITLE')}</Typography>
        {t('TEACH.APPROVED_TEXT')}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="status">
      <Typography sx={{ fontWeight: 700 }}>{t('TEACH.REJECTED_TITLE', { date: date(application.decidedAt) })}</Typography>
      {application.reason && (
        <Box component="blockquote" sx={{ m: 0, mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'warning.main', whiteSpace: 'pre-wrap' }}>
          {application.reason}
        </Box>
      )}
      <Typography sx={{ mt: 1 }}>{t('TEACH.REJECTED_TEXT')}</Typography>
    </Alert>
  );
}

export default function TeachPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  useDocumentTitle(t('PAGES.STUDENT_TEACH.TITLE'));
  const teaches = user !== null && user.role !== 'student';
  // Loaded for every role: an instructor approved a moment ago still sees the approval.
  const { state: mine, reload } = useRequest(myApplicationRequest, user ? user.encryptId : null);
  const { state: applied, submit } = useSubmit(applyRequest);
  // The newest answer: the one just sent, else the one loaded.
  const application = applied.data ?? mine.data;
  const approved = application?.status === 'approved';

  // Approved while signed in as a student: load the account again, so the instructor role shows now.
  useEffect(() => {
    if (approved && user?.role === 'student') dispatch(authActions.userReloadRequested());
  }, [approved, user?.role, dispatch]);

  const heading = (
    <>
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('PAGES.STUDENT_TEACH.TITLE')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('PAGES.STUDENT_TEACH.DESCRIPTION')}
      </Typography>
    </>
  );

  if (teaches || (approved && user)) {
    return (
      <Box>
        {heading}
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          {application ? <ApplicationState application={application} /> : <Alert severity="success">{t('TEACH.ALREADY_TEACHING')}</Alert>}
          <Button component={RouterLink} to={landingPath(teaches ? user?.role : 'instructor')} variant="contained" size="large">
            {t('TEACH.OPEN_DASHBOARD')}
          </Button>
        </Stack>
      </Box>
    );
  }

  if (mine.status === 'loading' && !application) {
    return (
      <Box aria-busy="true">
        {heading}
        <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={140} />
      </Box>
    );
  }

  if (mine.status === 'failed' && !application) {
    return (
      <Box>
        {heading}
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {t('TEACH.RETRY')}
            </Button>
          }
        >
          {t(errorMessageKey(mine.error?.code ?? ''))}
        </Alert>
      </Box>
    );
  }

  const canApply = !application || application.status === 'rejected';
  return (
    <Box>
      {heading}
      <Stack spacing={3}>
        {application && <ApplicationState application={application} />}
        {applied.status === 'failed' && <Alert severity="error">{t(errorMessageKey(applied.error?.code ?? ''))}</Alert>}
        {canApply && <ApplicationForm busy={applied.status === 'loading'} onSubmit={(bio, topics) => submit({ bio, topics })} />}
      </Stack>
    </Box>
  );
}
