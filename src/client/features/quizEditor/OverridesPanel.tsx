// Per-student exceptions: extra time on each attempt and extra attempts, by username. The list, a form
// to add or change one (the same username changes it), and remove.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QUIZ_MAX_ATTEMPTS, QUIZ_MAX_TIME_LIMIT_SECONDS } from '../../../shared/constants';
import type { QuizOverride } from '../../../shared/schemas/quiz';
import { useRequest, useSubmit } from '../../app/useRequest';
import { Shimmer } from '../../components/Shimmer';
import { errorMessageKey } from '../../lib/errors';
import { overrideChangeRequest, overridesRequest } from './quizEditorRequests';
import { NumberField } from './NumberField';

const EMPTY = { username: '', minutes: 0, attempts: 0 };

export function OverridesPanel({ quizId }: { quizId: number }) {
  const { t } = useTranslation();
  const { state, reload } = useRequest(overridesRequest, quizId);
  const change = useSubmit(overrideChangeRequest);
  const [form, setForm] = useState(EMPTY);
  const busy = change.state.status === 'loading';
  const items = state.data?.items ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const username = form.username.trim();
    if (!username) return;
    change.submit({ quizId, save: { username, extraTimeSeconds: form.minutes * 60, extraAttempts: form.attempts } });
    setForm(EMPTY);
  };
  const edit = (o: QuizOverride) => setForm({ username: o.username, minutes: Math.round(o.extraTimeSeconds / 60), attempts: o.extraAttempts });

  return (
    <Box component="section" aria-labelledby="quiz-overrides-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="quiz-overrides-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('QUIZ_EDITOR.OVERRIDES.HEADING')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('QUIZ_EDITOR.OVERRIDES.HELP')}
      </Typography>
      {state.status === 'failed' ? (
        <Alert severity="error" role="alert" action={<Button onClick={reload}>{t('QUIZ_EDITOR.RETRY')}</Button>}>
          {t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))}
        </Alert>
      ) : !state.data ? (
        <Shimmer sx={{ height: 40, borderRadius: 1 }} />
      ) : items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('QUIZ_EDITOR.OVERRIDES.EMPTY')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {items.map((o) => (
            <Paper component="li" variant="outlined" key={o.username} data-testid={`override-${o.username}`} sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Box sx={{ flex: '1 1 200px' }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {o.fullName || o.username}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  @{o.username} · {t('QUIZ_EDITOR.OVERRIDES.SUMMARY', { minutes: Math.round(o.extraTimeSeconds / 60), attempts: o.extraAttempts })}
                </Typography>
              </Box>
              <Button size="small" onClick={() => edit(o)} aria-label={t('QUIZ_EDITOR.OVERRIDES.EDIT', { name: o.username })}>
                {t('QUIZ_EDITOR.EDIT')}
              </Button>
              <Button size="small" color="error" disabled={busy} onClick={() => change.submit({ quizId, remove: o.username })} aria-label={t('QUIZ_EDITOR.OVERRIDES.REMOVE', { name: o.username })}>
                {t('QUIZ_EDITOR.REMOVE')}
              </Button>
            </Paper>
          ))}
        </Box>
      )}
      <Box component="form" onSubmit={submit} aria-label={t('QUIZ_EDITOR.OVERRIDES.FORM')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <TextField size="small" label={t('QUIZ_EDITOR.OVERRIDES.USERNAME')} value={form.username} required onChange={(e) => setForm({ ...form, username: e.target.value })} sx={{ flex: '1 1 180px' }} inputProps={{ maxLength: 100 }} />
        <NumberField
          size="small"
          label={t('QUIZ_EDITOR.OVERRIDES.EXTRA_MINUTES')}
          value={form.minutes}
          min={0}
          max={QUIZ_MAX_TIME_LIMIT_SECONDS / 60}
          onValue={(minutes) => setForm((f) => ({ ...f, minutes }))}
          sx={{ width: 160 }}
        />
        <NumberField size="small" label={t('QUIZ_EDITOR.OVERRIDES.EXTRA_ATTEMPTS')} value={form.attempts} min={0} max={QUIZ_MAX_ATTEMPTS} onValue={(attempts) => setForm((f) => ({ ...f, attempts }))} sx={{ width: 160 }} />
        <Button type="submit" variant="outlined" disabled={busy || form.username.trim() === ''}>
          {t('QUIZ_EDITOR.OVERRIDES.SAVE')}
        </Button>
      </Box>
      {change.state.status === 'failed' && change.state.error && (
        <Alert severity="error" role="alert">
          {t(errorMessageKey(change.state.error.code))}
        </Alert>
      )}
    </Box>
  );
}
