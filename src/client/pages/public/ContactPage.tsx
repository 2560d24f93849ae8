// /contact-us: the academy's details and a validated form, POST /api/Contact (stored, mailed to the
// academy, throttled: 429 asks to try later).
import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ContactRequest } from '../../../shared/schemas/content';
import type { RequestError } from '../../app/request';
import { useSubmit } from '../../app/useRequest';
import { contactRequest } from '../../features/content';
import { errorMessageKey } from '../../lib/errors';
import { useAppSelector } from '../../lib/hooks';
import { MailIcon, PhoneIcon, PlaceIcon } from '../../components/icons';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectLanguage } from '../../features/locale';
import { SITE_CONTACT } from '../../layout/siteLinks';
import { PageHero } from '../../components/PageHero';

export type ContactField = 'name' | 'email' | 'subject' | 'message';
export type ContactValues = Record<ContactField, string>;
export const CONTACT_LIMITS = { name: 100, subject: 150, messageMin: 10, message: 5000 } as const;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Translation keys of the fields' problems (none: valid). */
export function validateContact(v: ContactValues): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  if (v.name.trim() === '') errors.name = 'CONTACT.ERROR_NAME';
  else if (v.name.trim().length > CONTACT_LIMITS.name) errors.name = 'CONTACT.ERROR_TOO_LONG';
  if (!EMAIL_RE.test(v.email.trim())) errors.email = 'CONTACT.ERROR_EMAIL';
  if (v.subject.trim() === '') errors.subject = 'CONTACT.ERROR_SUBJECT';
  else if (v.subject.trim().length > CONTACT_LIMITS.subject) errors.subject = 'CONTACT.ERROR_TOO_LONG';
  if (v.message.trim().length < CONTACT_LIMITS.messageMin) errors.message = 'CONTACT.ERROR_MESSAGE';
  else if (v.message.trim().length > CONTACT_LIMITS.message) errors.message = 'CONTACT.ERROR_TOO_LONG';
  return errors;
}

function ContactDetails() {
  const { t } = useTranslation();
  const rows = [
    { icon: MailIcon, content: <Link href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</Link> },
    {
      icon: PhoneIcon,
      content: (
        <>
          <Link href={SITE_CONTACT.phoneHref}>{SITE_CONTACT.phone}</Link>
          <Typography variant="body2" color="text.secondary">
            {t('FOOTER.HOURS')}
          </Typography>
        </>
      ),
    },
    { icon: PlaceIcon, content: <Typography>{t('FOOTER.ADDRESS')}</Typography> },
  ];
  return (
    <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(3, 1fr)' }, mb: 4 }}>
      {rows.map(({ icon: Icon, content }, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1.5, p: 2.5, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <Icon color="primary" />
          <Box>{content}</Box>
        </Box>
      ))}
    </Box>
  );
}

/** Translation keys of the fields the server refused. */
function fieldErrorKeys(error: RequestError | null): Partial<Record<ContactField, string>> {
  const keys: Partial<Record<ContactField, string>> = {};
  for (const fe of error?.fieldErrors ?? []) {
    const field = FIELDS.find((f) => fe.path.replace(/^\//, '').startsWith(f));
    if (field) keys[field] = `CONTACT.ERROR_${field.toUpperCase()}`;
  }
  return keys;
}

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };
const FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

export function ContactForm() {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const { state, submit: send, reset } = useSubmit(contactRequest);
  const failure = state.status === 'failed' && state.error ? (state.error.status === 429 ? 'CONTACT.RATE_LIMITED' : errorMessageKey(state.error.code)) : null;

  // The server's field errors show on their fields until the user edits them.
  const [edited, setEdited] = useState<ReadonlySet<ContactField>>(new Set());
  const serverErrors = useMemo(() => fieldErrorKeys(state.status === 'failed' ? state.error : null), [state.status, state.error]);
  const errorOf = (field: ContactField) => errors[field] ?? (edited.has(field) ? undefined : serverErrors[field]);

  const set = (field: ContactField) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((errs) => ({ ...errs, [field]: undefined }));
    if (!edited.has(field)) setEdited(new Set([...edited, field]));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    setEdited(new Set());
    if (Object.keys(found).length > 0) {
      reset();
      const first = FIELDS.find((f) => found[f]);
      if (first) document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    const request: ContactRequest = { name: values.name.trim(), email: values.email.trim(), subject: values.subject.trim(), message: values.message.trim(), lang };
    send(request);
  };

  if (state.status === 'succeeded') {
    return (
      <Alert severity="success" role="status" action={<Button color="inherit" onClick={() => { setValues(EMPTY); reset(); }}>{t('CONTACT.SEND_ANOTHER')}</Button>}>
        <strong>{t('CONTACT.SENT_TITLE')}</strong> {t('CONTACT.SENT_TEXT')}
      </Alert>
    );
  }

  const field = (name: ContactField, props: { type?: string; autoComplete: string; multiline?: boolean }) => (
    <TextField
      id={`contact-${name}`}
      name={name}
      label={t(`CONTACT.${name.toUpperCase()}`)}
      value={values[name]}
      onChange={set(name)}
      error={Boolean(errorOf(name))}
      helperText={errorOf(name) ? t(errorOf(name) ?? '') : name === 'message' ? t('CONTACT.MESSAGE_HINT') : ' '}
      required
      fullWidth
      type={props.type}
      multiline={props.multiline}
      minRows={props.multiline ? 6 : undefined}
      slotProps={{ htmlInput: { autoComplete: props.autoComplete, maxLength: name === 'message' ? CONTACT_LIMITS.message : name === 'subject' ? CONTACT_LIMITS.subject : CONTACT_LIMITS.name } }}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(e: FormEvent) => void submit(e)} aria-labelledby="contact-form-title" sx={{ display: 'grid', gap: 1, p: { xs: 2, md: 4 }, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Typography id="contact-form-title" component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('CONTACT.FORM_TITLE')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { md: '1fr 1fr' } }}>
        {field('name', { autoComplete: 'name' })}
        {field('email', { type: 'email', autoComplete: 'email' })}
      </Box>
      {field('subject', { autoComplete: 'off' })}
      {field('message', { autoComplete: 'off', multiline: true })}
      {failure && (
        <Alert severity="error" role="alert">
          {t(failure)}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={state.status === 'loading'}>
          {t(state.status === 'loading' ? 'CONTACT.SENDING' : 'CONTACT.SEND')}
        </Button>
      </Box>
    </Box>
  );
}

export default function ContactPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('PAGES.CONTACT_US.TITLE'));
  return (
    <>
      <PageHero title={t('PAGES.CONTACT_US.TITLE')} description={t('PAGES.CONTACT_US.DESCRIPTION')} icon={<MailIcon />} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <ContactDetails />
        <ContactForm />
      </Container>
    </>
  );
}
