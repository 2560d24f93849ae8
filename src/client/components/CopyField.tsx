// A read-only value (the referral link or code) with a Copy button: the clipboard when the browser
// allows it, else the text is selected for the reader to copy. The outcome is announced politely.
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type Outcome = 'idle' | 'copied' | 'selected';
/** How long "Copied" stays, so that a second copy is announced again. */
const OUTCOME_MS = 4000;

export function CopyField({ id, label, value, copyLabel, helperText, monospace = false }: { id: string; label: string; value: string; copyLabel: string; helperText?: string; monospace?: boolean }) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome>('idle');

  useEffect(() => {
    if (outcome === 'idle') return undefined;
    const timer = window.setTimeout(() => setOutcome('idle'), OUTCOME_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const selectAll = () => {
    inputRef.current?.focus();
    inputRef.current?.select();
  };
  const copy = async () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (clipboard && typeof clipboard.writeText === 'function') {
      try {
        await clipboard.writeText(value);
        setOutcome('copied');
        return;
      } catch {
        // Refused (no permission, not a secure page): the text is selected instead.
      }
    }
    selectAll();
    setOutcome('selected');
  };

  // The Copy button sits inside the field, at its end: one line on a phone as on a wide screen, the
  // hint right under the value it explains.
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <TextField
        id={id}
        label={label}
        value={value}
        fullWidth
        inputRef={inputRef}
        onFocus={(e) => e.target.select()}
        helperText={helperText}
        slotProps={{
          htmlInput: { readOnly: true, spellCheck: false, sx: { textOverflow: 'ellipsis', ...(monospace ? { fontFamily: 'monospace', letterSpacing: 1 } : {}) } },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Button variant="outlined" size="small" onClick={() => void copy()} aria-label={copyLabel} sx={{ flexShrink: 0, minWidth: 88, whiteSpace: 'nowrap' }}>
                  {t('AFFILIATE.COPY')}
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography role="status" variant="body2" color={outcome === 'selected' ? 'warning.main' : 'success.main'} sx={{ minHeight: '1.5em', px: 1.75 }}>
        {outcome === 'copied' ? t('AFFILIATE.COPIED') : outcome === 'selected' ? t('AFFILIATE.COPY_SELECTED') : ''}
      </Typography>
    </Box>
  );
}
