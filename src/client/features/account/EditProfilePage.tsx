// /student/edit-profile: names, username (availability checked while typing), e-mail (a change needs the
// current password and must be verified again; an account without a password confirms it from its
// current address), region and language (saving a language switches the UI). Server field errors and
// 409 conflicts are shown next to their fields.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, LANGUAGES, PASSWORD_MAX_LENGTH, isCountryId, isLanguage, type CountryId, type Language } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { Customer } from '../../../shared/schemas/customer';
import { errorMessageKey } from '../../lib/errors';
import { useAppSelector } from '../../lib/hooks';
import { Shimmer } from '../../components/Shimmer';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { LANGUAGE_NAMES, REGION_KEYS } from '../../lib/localeNames';
import { EmailField, NameField, PasswordField, selectCurrentUser, UsernameField, UsernameStatusText, useUsernameAvailability } from '../auth';
import { selectRuntimeConfig } from '../config';
import { socialAccountsRequest } from '../social';
import { useRequest, useSubmit } from '../../app/useRequest';
import { profileUpdateRequest } from './accountRequests';
import { EMAIL_RE, fieldOfPath } from './formRules';

interface ProfileForm {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  country: CountryId;
  lang: Language;
}
type Field = keyof ProfileForm;
const FIELDS: readonly Field[] = ['firstName', 'lastName', 'username', 'email', 'country', 'lang'];
const FIELD_INVALID_KEYS: Record<Field, string> = {
  firstName: 'ACCOUNT.FORM.FIELD_INVALID',
  lastName: 'ACCOUNT.FORM.FIELD_INVALID',
  username: 'AUTH.SIGNUP.USERNAME_INVALID',
  email: 'AUTH.SIGNUP.EMAIL_INVALID',
  country: 'ACCOUNT.FORM.FIELD_INVALID',
  lang: 'ACCOUNT.FORM.FIELD_INVALID',
};

function formOf(user: Customer): ProfileForm {
  return { firstName: user.firstName, lastName: user.lastName, username: user.username, email: user.email, country: user.country, lang: user.lang };
}

/** The server's codes about the current password, shown at its field. */
const PASSWORD_CODES: readonly string[] = [ERROR_CODES.AUTH_PASSWORD_REQUIRED, ERROR_CODES.AUTH_WRONG_PASSWORD, ERROR_CODES.AUTH_TOO_MANY_ATTEMPTS];

/**
 * `hasPassword`: a new address is confirmed with the current password; without one (social sign-in
 * only) the server mails a confirmation link to the current address instead.
 */
function ProfileFormView({ user, hasPassword }: { user: Customer; hasPassword: boolean }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<ProfileForm>(() => formOf(user));
  const [currentPassword, setCurrentPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const { state: flow, submit: save, reset: resetFlow } = useSubmit(profileUpdateRequest);
  /** The new address the last save asked for, if any (its success message says what happens next). */
  const [requestedEmail, setRequestedEmail] = useState<string | null>(null);
  const usernameChanged = form.username.trim() !== user.username;
  const usernameStatus = useUsernameAvailability(usernameChanged ? form.username : '');
  const emailChanged = form.email.trim().toLowerCase() !== user.email.toLowerCase();
  const needsPassword = emailChanged && hasPassword;

  const local: Partial<Record<Field, string>> = {};
  if (form.username.trim() === '') local.username = 'AUTH.REQUIRED';
  else if (usernameStatus === 'invalid') local.username = 'AUTH.SIGNUP.USERNAME_INVALID';
  else if (usernameStatus === 'taken') local.username = 'ERRORS.CUSTOMER_USERNAME_TAKEN';
  if (form.email.trim() === '') local.email = 'AUTH.REQUIRED';
  else if (!EMAIL_RE.test(form.email.trim())) local.email = 'AUTH.SIGNUP.EMAIL_INVALID';
  const passwordMissing = needsPassword && currentPassword === '';

  // The server's answer to the last save: field errors (problem+json errors[]) and 409 conflicts.
  const server: Partial<Record<Field, string>> = {};
  let generalError: string | null = null;
  let passwordError: string | null = touched && passwordMissing ? 'AUTH.REQUIRED' : null;
  if (flow.error) {
    const { code, fieldErrors } = flow.error;
    if (code === ERROR_CODES.CUSTOMER_USERNAME_TAKEN) server.username = errorMessageKey(code);
    else if (code === ERROR_CODES.CUSTOMER_EMAIL_TAKEN) server.email = errorMessageKey(code);
    else if (PASSWORD_CODES.includes(code) && needsPassword) passwordError = errorMessageKey(code);
    for (const fe of fieldErrors) {
      // The server's wording is English only: each field says it in the UI language instead.
      const field = fieldOfPath(fe.path);
      if ((FIELDS as readonly string[]).includes(field)) server[field as Field] ??= FIELD_INVALID_KEYS[field as Field];
    }
    // Shown above the form only when no field carries it.
    if (Object.keys(server).length === 0 && passwordError === null) generalError = errorMessageKey(code);
  }
  const message = (field: Field): string | null => {
    const serverKey = server[field];
    if (serverKey) return t(serverKey);
    const key = touched ? local[field] : undefined;
    return key ? t(key) : null;
  };

  const set = (field: Field) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setForm((f) => {
      if (field === 'country') return isCountryId(Number(value)) ? { ...f, country: Number(value) as CountryId } : f;
      if (field === 'lang') return isLanguage(value) ? { ...f, lang: value } : f;
      return { ...f, [field]: value };
    });
    if (flow.status === 'succeeded' || flow.status === 'failed') resetFlow();
  };

  // After a save the form shows what the server stored.
  const [seenStatus, setSeenStatus] = useState(flow.status);
  if (flow.status !== seenStatus) {
    setSeenStatus(flow.status);
    if (flow.status === 'succeeded' && flow.data) {
      setForm(formOf(flow.data));
      setCurrentPassword('');
      setTouched(false);
    }
  }

  const busy = flow.status === 'loading';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(local).length > 0 || passwordMissing || usernameStatus === 'checking' || busy) return;
    setRequestedEmail(emailChanged ? form.email.trim() : null);
    save({
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      username: form.username.trim(),
      email: form.email.trim(),
      country: form.country,
      lang: form.lang,
      ...(needsPassword ? { currentPassword } : {}),
    });
  };

  const saved = flow.status === 'succeeded';
  // The address changed now (with the password), or waits for the link mailed to the current one.
  const emailApplied = saved && requestedEmail !== null && flow.data?.email.toLowerCase() === requestedEmail.toLowerCase();
  const emailPending = saved && requestedEmail !== null && !emailApplied;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="edit-profile-title" aria-busy={busy} sx={{ maxWidth: 640 }}>
      <Typography id="edit-profile-title" component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('PAGES.STUDENT_EDIT_PROFILE.TITLE')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('PAGES.STUDENT_EDIT_PROFILE.DESCRIPTION')}
      </Typography>
      {saved && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('ACCOUNT.FORM.PROFILE_SAVED')} {emailApplied && `${t('ACCOUNT.FORM.EMAIL_VERIFY_SENT')} ${t('ACCOUNT.FORM.EMAIL_OLD_NOTIFIED')}`}
          {emailPending && t('ACCOUNT.FORM.EMAIL_CONFIRM_SENT', { email: user.email, newEmail: requestedEmail })}
        </Alert>
      )}
      {generalError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t(generalError)}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <NameField
          idPrefix="profile"
          part="first"
          value={form.firstName}
          onChange={set('firstName')}
          error={Boolean(message('firstName'))}
          helperText={message('firstName') ?? ' '}
        />
        <NameField
          idPrefix="profile"
          part="last"
          value={form.lastName}
          onChange={set('lastName')}
          error={Boolean(message('lastName'))}
          helperText={message('lastName') ?? ' '}
        />
        <UsernameField
          idPrefix="profile"
          value={form.username}
          onChange={set('username')}
          error={Boolean(message('username')) || usernameStatus === 'taken'}
          helperText={message('username') ?? (usernameChanged ? <UsernameStatusText status={usernameStatus} username={form.username.trim()} /> : t('AUTH.SIGNUP.USERNAME_HINT'))}
        />
        <EmailField
          idPrefix="profile"
          value={form.email}
          onChange={set('email')}
          error={Boolean(message('email'))}
          helperText={message('email') ?? (emailChanged ? t(hasPassword ? 'ACCOUNT.FORM.EMAIL_CHANGE_NOTE' : 'ACCOUNT.FORM.EMAIL_CHANGE_CONFIRM_NOTE', { email: user.email }) : ' ')}
        />
        {needsPassword && (
          <PasswordField
            id="profile-current-password"
            name="currentPassword"
            label={t('ACCOUNT.FORM.CURRENT_PASSWORD')}
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => {
              setCurrentPassword(e.target.value);
              if (flow.status === 'failed') resetFlow();
            }}
            required
            error={passwordError !== null}
            helperText={passwordError ? t(passwordError) : t('ACCOUNT.FORM.EMAIL_PASSWORD_HINT')}
            slotProps={{ htmlInput: { maxLength: PASSWORD_MAX_LENGTH } }}
            sx={{ gridColumn: '1 / -1' }}
          />
        )}
        <TextField
          id="profile-country"
          name="country"
          select
          label={t('HEADER.REGION')}
          value={String(form.country)}
          onChange={set('country')}
          error={Boolean(message('country'))}
          helperText={message('country') ?? ' '}
          slotProps={{ select: { native: true } }}
        >
          {COUNTRIES.map((c) => (
            <option key={c.id} value={c.id}>
              {t(REGION_KEYS[c.id])}
            </option>
          ))}
        </TextField>
        <TextField
          id="profile-lang"
          name="lang"
          select
          label={t('ACCOUNT.FORM.LANGUAGE')}
          value={form.lang}
          onChange={set('lang')}
          error={Boolean(message('lang'))}
          helperText={message('lang') ?? ' '}
          slotProps={{ select: { native: true } }}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </TextField>
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ mt: 1, minWidth: 200, height: 48 }}>
        {busy ? <CircularProgress size={22} color="inherit" aria-label={t('ACCOUNT.FORM.SAVING')} /> : t('ACCOUNT.FORM.SAVE')}
      </Button>
    </Box>
  );
}

export default function EditProfilePage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectCurrentUser);
  // Only with social sign-in on can an account lack a password; until the answer it is assumed to have one.
  const socialOn = Boolean(useAppSelector(selectRuntimeConfig)?.firebase);
  const { state: social } = useRequest(socialAccountsRequest, socialOn && user ? user.encryptId : null);
  const hasPassword = social.data?.hasPassword ?? true;
  useDocumentTitle(t('PAGES.STUDENT_EDIT_PROFILE.TITLE'));
  if (!user) {
    return (
      <Box aria-busy="true" sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
        <Shimmer sx={{ height: 40 }} />
        <Shimmer sx={{ height: 56 }} />
        <Shimmer sx={{ height: 56 }} />
      </Box>
    );
  }
  // Keyed by account, so another sign-in starts from that account's values.
  return <ProfileFormView key={user.encryptId} user={user} hasPassword={hasPassword} />;
}
