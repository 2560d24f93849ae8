// Joining the programme: the agreement is accepted once, with a tick and a button (POST /Affiliate/Accept).
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RequestState } from '../../app/request';
import { errorMessageKey } from '../../lib/errors';

export function AgreementForm({ state, onAccept }: { state: RequestState<unknown>; onAccept: () => void }) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const [tried, setTried] = useState(false);
  const busy = state.status === 'loading';
  const missing = tried && !checked;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (!checked || busy) return;
    onAccept();
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={submit}
      aria-labelledby="affiliate-join-title"
      aria-busy={busy}
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, display: 'grid', gap: 1.5 }}
    >
      <Typography id="affiliate-join-title" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
        {t('AFFILIATE.JOIN.TITLE')}
      </Typography>
      <Typography color="text.secondary">{t('AFFILIATE.JOIN.TEXT')}</Typography>
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={checked}
              onChange={(e) => setChecked(e.target.checked)}
              slotProps={{ input: { 'aria-invalid': missing, 'aria-describedby': missing ? 'affiliate-accept-error' : undefined } }}
            />
          }
          label={t('AFFILIATE.JOIN.ACCEPT_LABEL')}
        />
        {missing && (
          <FormHelperText id="affiliate-accept-error" error>
            {t('AFFILIATE.JOIN.ACCEPT_REQUIRED')}
          </FormHelperText>
        )}
      </Box>
      {state.status === 'failed' && state.error && (
        <Alert severity="error" role="alert">
          {t(errorMessageKey(state.error.code))}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          {t('AFFILIATE.JOIN.SUBMIT')}
        </Button>
      </Box>
    </Paper>
  );
}
