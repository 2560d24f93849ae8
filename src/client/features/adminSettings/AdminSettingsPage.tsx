// /admin/settings: the settings admins change at run time, grouped (money, payouts, tax, contact,
// features), each with its default beside it. Save sends only what changed, with the version the form
// started from; a change that moves money asks to confirm first. Someone else's save in between (409)
// is said and the page shows the settings as they are now; a refused value is shown at its field.
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AdminSettings, AdminSettingsUpdate } from '../../../shared/schemas/adminSettings';
import { useRequest, useSubmit } from '../../app/useRequest';
import { PageHeading } from '../../components/PageHeading';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { settingsRequest, settingsSaveRequest } from './adminSettingsRequests';
import { ALL_FIELDS, MONEY_SETTING_KEYS, SETTING_FIELDS, SETTING_GROUPS, changedKeys, fieldText, fromForm, toForm, type FormValues, type SettingField } from './settingsForm';

const GROUP_KEYS = { money: 'ADMIN_SETTINGS.GROUP_MONEY', payouts: 'ADMIN_SETTINGS.GROUP_PAYOUTS', tax: 'ADMIN_SETTINGS.GROUP_TAX', contact: 'ADMIN_SETTINGS.GROUP_CONTACT', features: 'ADMIN_SETTINGS.GROUP_FEATURES' } as const;

/** The field's label key: `instructorSharePercent.organic` -> ADMIN_SETTINGS.FIELDS.INSTRUCTORSHAREPERCENT_ORGANIC. */
const labelKey = (field: SettingField) => `ADMIN_SETTINGS.FIELDS.${field.id.replace(/\./g, '_').toUpperCase()}`;
const UNIT_KEYS: Partial<Record<SettingField['kind'], string>> = { days: 'ADMIN_SETTINGS.UNIT_DAYS', holdDays: 'ADMIN_SETTINGS.UNIT_DAYS' };

function SettingsForm({ settings, justSaved, onSaved, onConflict, onEdit }: { settings: AdminSettings; justSaved: boolean; onSaved: (saved: AdminSettings) => void; onConflict: () => void; onEdit: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<FormValues>(() => toForm(settings.values));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<AdminSettingsUpdate | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  const save = useSubmit(settingsSaveRequest);
  const [handled, setHandled] = useState<unknown>(null);

  const answer = save.state.status === 'succeeded' ? save.state.data : null;
  const refusal = save.state.status === 'failed' ? save.state.error : null;
  if (answer && answer !== handled) {
    setHandled(answer);
    setConfirming(null);
    onSaved(answer);
  }
  if (refusal && refusal !== handled) {
    setHandled(refusal);
    setConfirming(null);
    if (refusal.code === 'SETTING_INVALID') {
      const atFields: Record<string, string> = {};
      for (const fe of refusal.fieldErrors) {
        const id = fe.path.replace(/^body\./, '');
        const field = ALL_FIELDS.find((f) => f.id === id) ?? ALL_FIELDS.find((f) => id.startsWith(f.key));
        if (field) atFields[field.id] = 'ADMIN_SETTINGS.ERROR_REFUSED';
      }
      setErrors(atFields);
    }
  }
  const conflict = refusal?.code === 'VERSION_CONFLICT';
  useEffect(() => {
    if (conflict) onConflict();
  }, [conflict, onConflict]);

  const busy = save.state.status === 'loading';
  const send = (changes: AdminSettingsUpdate) => save.submit({ changes, version: settings.version });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setUnchanged(false);
    const read = fromForm(form, settings.values);
    setErrors(read.errors);
    if (Object.keys(read.errors).length > 0) return;
    const keys = changedKeys(settings.values, read.values);
    if (keys.length === 0) {
      setUnchanged(true);
      return;
    }
    const changes = Object.fromEntries(keys.map((k) => [k, read.values[k]])) as AdminSettingsUpdate;
    if (keys.some((k) => MONEY_SETTING_KEYS.includes(k))) setConfirming(changes);
    else send(changes);
  };
  const set = (id: string, value: string | boolean) => {
    setForm((was) => ({ ...was, [id]: value }));
    setUnchanged(false);
    onEdit();
  };

  const renderField = (field: SettingField) => {
    const defaultText = fieldText(settings.defaults, field);
    const unitKey = UNIT_KEYS[field.kind];
    const unit = unitKey ? ` ${t(unitKey)}` : field.kind === 'percent' || field.kind === 'taxPercent' ? ' %' : field.currency ? ` ${field.currency}` : '';
    if (field.kind === 'switch') {
      return (
        <Box key={field.id}>
          <FormControlLabel control={<Switch checked={form[field.id] === true} onChange={(e) => set(field.id, e.target.checked)} />} label={t(labelKey(field))} />
          <Typography variant="body2" color="text.secondary" sx={{ ml: 6 }}>
            {t('ADMIN_SETTINGS.DEFAULT', { value: t(defaultText === true ? 'ADMIN_SETTINGS.ON' : 'ADMIN_SETTINGS.OFF') })}
          </Typography>
        </Box>
      );
    }
    const error = errors[field.id];
    const defaultShown = field.kind === 'url' && defaultText === '' ? t('ADMIN_SETTINGS.NONE') : `${String(defaultText)}${unit}`;
    return (
      <TextField
        key={field.id}
        id={`setting-${field.id}`}
        size="small"
        label={t(labelKey(field))}
        value={String(form[field.id] ?? '')}
        onChange={(e) => set(field.id, e.target.value)}
        error={Boolean(error)}
        helperText={error ? t(error) : t('ADMIN_SETTINGS.DEFAULT', { value: defaultShown })}
        type={field.kind === 'email' ? 'email' : 'text'}
        slotProps={{ htmlInput: { inputMode: ['email', 'url'].includes(field.kind) ? undefined : 'decimal', maxLength: field.kind === 'url' ? 500 : 254 } }}
        fullWidth
      />
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      {SETTING_GROUPS.map(({ group }) => (
        <Paper key={group} component="section" variant="outlined" aria-labelledby={`settings-${group}`} sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2, display: 'grid', gap: 1.5 }}>
          <Typography id={`settings-${group}`} component="h2" sx={{ fontWeight: 800, fontSize: 18 }}>
            {t(GROUP_KEYS[group])}
          </Typography>
          {/* Columns at least 300 px wide: narrower ones cut the longer (Thai) labels of an outlined field. */}
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))', gap: 2 }}>{SETTING_FIELDS[group].map(renderField)}</Box>
        </Paper>
      ))}
      {(unchanged || justSaved) && (
        <Alert severity={unchanged ? 'info' : 'success'} role="status">
          {t(unchanged ? 'ADMIN_SETTINGS.UNCHANGED' : 'ADMIN_SETTINGS.SAVED')}
        </Alert>
      )}
      {refusal && !conflict && (
        <Alert severity="error" role="alert">
          {t(errorMessageKey(refusal.code))}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('ADMIN_SETTINGS.SAVE')}
        </Button>
      </Box>
      <Dialog open={confirming !== null} onClose={() => !busy && setConfirming(null)} aria-labelledby="settings-confirm-title">
        <DialogTitle id="settings-confirm-title">{t('ADMIN_SETTINGS.CONFIRM_TITLE')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('ADMIN_SETTINGS.CONFIRM_TEXT', { keys: Object.keys(confirming ?? {}).map((k) => t(`ADMIN_SETTINGS.KEYS.${k.toUpperCase()}`)).join(', ') })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} disabled={busy}>
            {t('ADMIN_SETTINGS.CANCEL')}
          </Button>
          <Button variant="contained" onClick={() => confirming && send(confirming)} disabled={busy}>
            {t('ADMIN_SETTINGS.CONFIRM')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

export default function AdminSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('PAGES.ADMIN_SETTINGS.TITLE'));
  const { state, reload } = useRequest(settingsRequest, 'all');
  // The last saved answer (newer than the read), and whether the form was reset by a conflict.
  const [saved, setSaved] = useState<AdminSettings | null>(null);
  const [conflicted, setConflicted] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const loaded = state.data;
  const settings = saved && loaded && saved.version > loaded.version ? saved : loaded;

  let body;
  if (state.status === 'failed' && !loaded) body = <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('ADMIN_SETTINGS.RETRY')} onRetry={reload} />;
  else if (!settings) body = <LoadingList count={5} height={120} />;
  else
    body = (
      <SettingsForm
        key={settings.version}
        settings={settings}
        justSaved={justSaved}
        onEdit={() => setJustSaved(false)}
        onSaved={(answer) => {
          setConflicted(false);
          setJustSaved(true);
          setSaved(answer);
        }}
        onConflict={() => {
          setConflicted(true);
          setJustSaved(false);
          setSaved(null);
          reload();
        }}
      />
    );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box>
        <PageHeading>{t('PAGES.ADMIN_SETTINGS.TITLE')}</PageHeading>
        <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>
          {t('ADMIN_SETTINGS.INTRO')}
        </Typography>
      </Box>
      {conflicted && (
        <Alert severity="warning" role="alert" onClose={() => setConflicted(false)}>
          {t('ADMIN_SETTINGS.CONFLICT')}
        </Alert>
      )}
      {body}
    </Box>
  );
}
