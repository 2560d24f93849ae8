// /student/settings and /instructor/settings: which mails to get, the language and the region. Saving a
// new language or region hands the switch to the locale saga (a new region reloads the page).
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, LANGUAGES, isCountryId, isLanguage } from '../../../shared/constants';
import type { CustomerSettings, NotificationPreferences } from '../../../shared/schemas/people';
import { useRequest, useSubmit } from '../../app/useRequest';
import { Shimmer } from '../../components/Shimmer';
import { errorMessageKey } from '../../lib/errors';
import { LANGUAGE_NAMES, REGION_KEYS } from '../../lib/localeNames';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { settingsRequest, settingsSaveRequest } from './peopleRequests';

const NOTIFICATIONS: readonly { key: keyof NotificationPreferences; label: string; help: string }[] = [
  { key: 'courseAnnouncements', label: 'PEOPLE.SETTINGS.COURSE_ANNOUNCEMENTS', help: 'PEOPLE.SETTINGS.COURSE_ANNOUNCEMENTS_HELP' },
  { key: 'reviewReplies', label: 'PEOPLE.SETTINGS.REVIEW_REPLIES', help: 'PEOPLE.SETTINGS.REVIEW_REPLIES_HELP' },
  { key: 'marketing', label: 'PEOPLE.SETTINGS.MARKETING', help: 'PEOPLE.SETTINGS.MARKETING_HELP' },
];

function SettingsForm({ initial }: { initial: CustomerSettings }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const { state, submit, reset } = useSubmit(settingsSaveRequest);
  const busy = state.status === 'loading';
  const change = (next: CustomerSettings) => {
    setForm(next);
    if (state.status !== 'idle' && !busy) reset();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) submit({ notifications: form.notifications, lang: form.lang, country: form.country });
  };
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="settings-title" aria-busy={busy} sx={{ maxWidth: 640 }}>
      <Typography id="settings-title" component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('PEOPLE.SETTINGS.TITLE')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('PEOPLE.SETTINGS.INTRO')}
      </Typography>
      {state.status === 'succeeded' && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('PEOPLE.SETTINGS.SAVED')}
        </Alert>
      )}
      {state.status === 'failed' && state.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t(errorMessageKey(state.error.code))}
        </Alert>
      )}
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('PEOPLE.SETTINGS.NOTIFICATIONS')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {NOTIFICATIONS.map(({ key, label, help }) => (
            <Box key={key} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}>
              <FormControlLabel
                control={
                  <Switch
                    checked={form.notifications[key]}
                    onChange={(e) => change({ ...form, notifications: { ...form.notifications, [key]: e.target.checked } })}
                    slotProps={{ input: { 'aria-describedby': `settings-${key}-help` } }}
                    name={key}
                  />
                }
                label={t(label)}
              />
              <Typography id={`settings-${key}-help`} variant="body2" color="text.secondary" sx={{ pl: { xs: 0, sm: 6 } }}>
                {t(help)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 2 }}>
        <TextField
          id="settings-lang"
          name="lang"
          select
          label={t('ACCOUNT.FORM.LANGUAGE')}
          value={form.lang}
          onChange={(e) => isLanguage(e.target.value) && change({ ...form, lang: e.target.value })}
          slotProps={{ select: { native: true } }}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </TextField>
        <TextField
          id="settings-country"
          name="country"
          select
          label={t('HEADER.REGION')}
          value={String(form.country)}
          onChange={(e) => {
            const id = Number(e.target.value);
            if (isCountryId(id)) change({ ...form, country: id });
          }}
          helperText={form.country !== initial.country ? t('PEOPLE.SETTINGS.REGION_RELOADS') : ' '}
          slotProps={{ select: { native: true } }}
        >
          {COUNTRIES.map((c) => (
            <option key={c.id} value={c.id}>
              {t(REGION_KEYS[c.id])}
            </option>
          ))}
        </TextField>
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minWidth: 200, height: 48 }}>
        {busy ? <CircularProgress size={22} color="inherit" aria-label={t('ACCOUNT.FORM.SAVING')} /> : t('ACCOUNT.FORM.SAVE')}
      </Button>
    </Box>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation();
  const { state, reload } = useRequest(settingsRequest, undefined);
  useDocumentTitle(t('PEOPLE.SETTINGS.TITLE'));
  if (state.status === 'failed') {
    return (
      <Alert severity="error" role="alert" action={<Button color="inherit" onClick={reload}>{t('PEOPLE.RETRY')}</Button>}>
        {t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))}
      </Alert>
    );
  }
  if (!state.data) {
    return (
      <Box aria-busy="true" sx={{ display: 'grid', gap: 2, maxWidth: 640 }} data-testid="settings-loading">
        <Shimmer sx={{ height: 40 }} />
        <Shimmer sx={{ height: 72 }} />
        <Shimmer sx={{ height: 72 }} />
        <Shimmer sx={{ height: 56 }} />
      </Box>
    );
  }
  return <SettingsForm initial={state.data} />;
}
