// Questions from a file: CSV (one row a question) or Moodle GIFT. The file is read in the browser and
// sent as text; the answer says how many were added and, for each row refused, its line and why.
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QUIZ_IMPORT_MAX_BYTES } from '../../../shared/constants';
import type { QuizImportResult } from '../../../shared/schemas/quiz';
import type { QuizFileFormat } from '../../api/quizAuthoringApi';
import type { RequestState } from '../../app/request';
import { errorMessageKey } from '../../lib/errors';

/** A chosen file's text (FileReader: every browser, and jsdom in tests). */
export function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

/** The file's format from its name (.gift / .txt: GIFT, else CSV). */
export function formatOfFile(name: string): QuizFileFormat {
  return /\.(gift|txt)$/i.test(name) ? 'gift' : 'csv';
}

export function ImportDialog({ state, onImport, onClose }: { state: RequestState<QuizImportResult>; onImport: (format: QuizFileFormat, text: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [format, setFormat] = useState<QuizFileFormat>('csv');
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const result = state.status === 'succeeded' ? state.data : null;
  const busy = state.status === 'loading';

  const send = async () => {
    if (!file) return;
    onImport(format, await readText(file));
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="quiz-import-title" fullWidth maxWidth="sm">
      <DialogTitle id="quiz-import-title">{t('QUIZ_EDITOR.IMPORT.TITLE')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t('QUIZ_EDITOR.IMPORT.TEXT')}</DialogContentText>
        <Box>
          <FormLabel id="quiz-import-format">{t('QUIZ_EDITOR.IMPORT.FORMAT')}</FormLabel>
          <RadioGroup row aria-labelledby="quiz-import-format" value={format} onChange={(e) => setFormat(e.target.value as QuizFileFormat)}>
            <FormControlLabel value="csv" control={<Radio />} label={t('QUIZ_EDITOR.IMPORT.CSV')} />
            <FormControlLabel value="gift" control={<Radio />} label={t('QUIZ_EDITOR.IMPORT.GIFT')} />
          </RadioGroup>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <input
            id={inputId}
            data-testid="import-file"
            type="file"
            accept=".csv,.gift,.txt,text/csv,text/plain"
            hidden
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              e.target.value = '';
              if (!chosen) return;
              setTooLarge(chosen.size > QUIZ_IMPORT_MAX_BYTES);
              setFile(chosen);
              setFormat(formatOfFile(chosen.name));
            }}
          />
          <Button component="label" htmlFor={inputId} variant="outlined" disabled={busy}>
            {t('QUIZ_EDITOR.IMPORT.CHOOSE')}
          </Button>
          <Typography variant="body2">{file ? file.name : t('QUIZ_EDITOR.IMPORT.NO_FILE')}</Typography>
        </Box>
        {tooLarge && (
          <Alert severity="error" role="alert">
            {t('QUIZ_EDITOR.IMPORT.TOO_LARGE')}
          </Alert>
        )}
        {state.status === 'failed' && state.error && (
          <Alert severity="error" role="alert">
            {t(errorMessageKey(state.error.code))}
          </Alert>
        )}
        {result && (
          <Box role="status" data-testid="import-result" sx={{ display: 'grid', gap: 1 }}>
            <Alert severity={result.errors.length > 0 ? 'warning' : 'success'}>{t('QUIZ_EDITOR.IMPORT.IMPORTED', { count: result.imported })}</Alert>
            {result.errors.length > 0 && (
              <>
                <Typography variant="subtitle2" component="h3">
                  {t('QUIZ_EDITOR.IMPORT.REFUSED', { count: result.errors.length })}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {result.errors.map((e) => (
                    <li key={`${e.line}-${e.code}`}>
                      {t('QUIZ_EDITOR.IMPORT.LINE', { line: e.line })}: {t(errorMessageKey(e.code))}
                      {e.detail && ` — ${e.detail}`}
                    </li>
                  ))}
                </Box>
              </>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t(result ? 'QUIZ_EDITOR.CLOSE' : 'QUIZ_EDITOR.CANCEL')}
        </Button>
        <Button variant="contained" disabled={!file || tooLarge || busy} onClick={() => void send()}>
          {t(busy ? 'QUIZ_EDITOR.IMPORT.IMPORTING' : 'QUIZ_EDITOR.IMPORT.SEND')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
