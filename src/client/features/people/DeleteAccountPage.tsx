// /student/delete-profile and /instructor/delete-profile: what deleting the account does, the current
// password (an account made by social sign-in types the confirmation phrase instead), and, when the
// server refuses, why and what to do (unpublish the courses listed, or ask an admin to take them over).
// Deleted: the saga signs out and opens the home page with a message.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PASSWORD_MAX_LENGTH } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { DeletionBlocker } from '../../../shared/schemas/people';
import { DELETE_ACCOUNT_CONFIRMATION_PHRASE } from '../../../shared/schemaValues';
import { paths } from '../../app/paths';
import { useRequest, useSubmit } from '../../app/useRequest';
import { errorMessageKey } from '../../lib/errors';
import { useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { PasswordField, selectCurrentUser } from '../auth';
import { selectRuntimeConfig } from '../config';
import { socialAccountsRequest } from '../social';
import { deleteAccountRequest } from './peopleRequests';

const REASON_KEYS: Record<DeletionBlocker, string> = {
  published_courses: 'PEOPLE.DELETE.REASON_PUBLISHED_COURSES',
  balance: 'PEOPLE.DELETE.REASON_BALANCE',
  open_payout: 'PEOPLE.DELETE.REASON_OPEN_PAYOUT',
  last_admin: 'PEOPLE.DELETE.REASON_LAST_ADMIN',
};

const CONSEQUENCE_KEYS = ['PEOPLE.DELETE.WHAT_PERSONAL', 'PEOPLE.DELETE.WHAT_REVIEWS', 'PEOPLE.DELETE.WHAT_CERTIFICATES', 'PEOPLE.DELETE.WHAT_SESSIONS', 'PEOPLE.DELETE.WHAT_MAIL'];

export default function DeleteAccountPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectCurrentUser);
  const config = useAppSelector(selectRuntimeConfig);
  const socialOn = Boolean(config?.firebase);
  const { state: social } = useRequest(socialAccountsRequest, socialOn && user ? user.encryptId : null);
  const hasPassword = social.data?.hasPassword ?? true;
  const { state, submit, reset } = useSubmit(deleteAccountRequest);
  const [secret, setSecret] = useState('');
  const [touched, setTouched] = useState(false);
  useDocumentTitle(t('PEOPLE.DELETE.TITLE'));

  const busy = state.status === 'loading';
  const refusal = state.status === 'succeeded' && state.data && !state.data.deleted ? state.data : null;
  const phraseOk = secret.trim().replace(/\s+/g, ' ').toUpperCase() === DELETE_ACCOUNT_CONFIRMATION_PHRASE;
  const missing = hasPassword ? secret === '' : !phraseOk;
  const wrongPassword = state.status === 'failed' && state.error?.code === ERROR_CODES.AUTH_WRONG_PASSWORD;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (missing || busy) return;
    submit(hasPassword ? { password: secret } : { confirmation: secret });
  };
  const onChange = (value: string) => {
    setSecret(value);
    if (state.status === 'failed' || refusal) reset();
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="delete-account-title" aria-busy={busy} sx={{ maxWidth: 640 }}>
      <Typography id="delete-account-title" component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('PEOPLE.DELETE.TITLE')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('PEOPLE.DELETE.INTRO')}
      </Typography>
      <Box component="ul" sx={{ pl: 3, mt: 0, mb: 3, display: 'grid', gap: 0.75 }} data-testid="delete-consequences">
        {CONSEQUENCE_KEYS.map((key) => (
          <Typography component="li" key={key} variant="body2">
            {t(key)}
          </Typography>
        ))}
      </Box>

      {refusal && (
        <Alert severity="warning" role="alert" sx={{ mb: 3 }} data-testid="delete-refused">
          <Typography sx={{ fontWeight: 700, mb: 1 }}>{t('ERRORS.ACCOUNT_DELETION_BLOCKED')}</Typography>
          <Box component="ul" sx={{ pl: 2.5, my: 0 }}>
            {refusal.reasons.map((reason) => (
              <li key={reason}>{t(REASON_KEYS[reason])}</li>
            ))}
          </Box>
          {refusal.courses.length > 0 && (
            <>
              <Box component="ul" sx={{ pl: 2.5, mt: 1, mb: 1 }} aria-label={t('PEOPLE.DELETE.COURSES_LIST')}>
                {refusal.courses.map((course) => (
                  <li key={course.id}>
                    <Link component={RouterLink} to={paths.course(course.slug)}>
                      {course.title}
                    </Link>{' '}
                    — {t('PEOPLE.DELETE.COURSE_STUDENTS', { students: course.students })}
                  </li>
                ))}
              </Box>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('PEOPLE.DELETE.WHAT_TO_DO')}
              </Typography>
              <Button component={RouterLink} to={paths.instructor.courses()} variant="outlined" size="small" color="inherit">
                {t('PEOPLE.DELETE.GO_TO_COURSES')}
              </Button>
            </>
          )}
        </Alert>
      )}
      {state.status === 'failed' && state.error && !wrongPassword && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t(errorMessageKey(state.error.code))}
        </Alert>
      )}

      {user && <input type="hidden" name="username" autoComplete="username" value={user.username} />}
      {hasPassword ? (
        <PasswordField
          id="delete-password"
          name="password"
          label={t('ACCOUNT.FORM.CURRENT_PASSWORD')}
          autoComplete="current-password"
          value={secret}
          onChange={(e) => onChange(e.target.value)}
          required
          fullWidth
          error={(touched && missing) || wrongPassword}
          helperText={wrongPassword ? t('ERRORS.AUTH_WRONG_PASSWORD') : touched && missing ? t('AUTH.REQUIRED') : ' '}
          slotProps={{ htmlInput: { maxLength: PASSWORD_MAX_LENGTH } }}
        />
      ) : (
        <TextField
          id="delete-confirmation"
          name="confirmation"
          label={t('PEOPLE.DELETE.PHRASE_LABEL', { phrase: DELETE_ACCOUNT_CONFIRMATION_PHRASE })}
          value={secret}
          onChange={(e) => onChange(e.target.value)}
          required
          fullWidth
          autoComplete="off"
          error={touched && missing}
          helperText={touched && missing ? t('ERRORS.ACCOUNT_DELETION_CONFIRMATION_INVALID') : t('PEOPLE.DELETE.PHRASE_HELP', { phrase: DELETE_ACCOUNT_CONFIRMATION_PHRASE })}
          slotProps={{ htmlInput: { maxLength: 64, lang: 'en' } }}
        />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
        <Button type="submit" variant="contained" color="error" size="large" disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}>
          {t('PEOPLE.DELETE.SUBMIT')}
        </Button>
      </Box>
    </Box>
  );
}
