// Someone saved the same object meanwhile (409): both versions side by side, field by field where they
// differ. "Keep mine" sends the author's version over theirs; "Take theirs" replaces the author's.
// Nothing is lost until the author chooses.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ConflictEntry } from './autosaveRegistry';

/** A field's value as readable text (rich text without its tags, lists one per line). */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (Array.isArray(value)) return value.map(displayValue).join('\n');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields of `mine` whose value differs from theirs. */
export function differingFields(mine: unknown, theirs: unknown): string[] {
  if (typeof mine !== 'object' || mine === null) return [];
  const other = (typeof theirs === 'object' && theirs !== null ? theirs : {}) as Record<string, unknown>;
  return Object.keys(mine).filter((k) => JSON.stringify((mine as Record<string, unknown>)[k]) !== JSON.stringify(other[k]));
}

interface QuizSide {
  questions?: { id: number; prompt: string }[];
  questionIds?: number[];
}

/**
 * A quiz's conflict compares like with like: the server answers with the whole quiz (its questions),
 * the author's side is the settings and the question order (ids), which read as the questions' texts.
 */
function quizSides(mine: Record<string, unknown>, current: Record<string, unknown>): { theirs: Record<string, unknown>; show: (field: string, value: unknown) => string } {
  const quiz = current as QuizSide;
  const texts = new Map((quiz.questions ?? []).map((q) => [q.id, displayValue(q.prompt)]));
  const theirs = quiz.questionIds === undefined && quiz.questions ? { ...current, questionIds: quiz.questions.map((q) => q.id) } : current;
  const show = (field: string, value: unknown) =>
    field === 'questionIds' && Array.isArray(value) ? value.map((id, i) => `${i + 1}. ${texts.get(Number(id)) ?? `#${String(id)}`}`).join('\n') : displayValue(value);
  return { theirs: Object.fromEntries(Object.keys(mine).map((k) => [k, theirs[k]])), show };
}

export function ConflictDialog({ entry, onKeepMine, onTakeTheirs }: { entry: ConflictEntry | null; onKeepMine: () => void; onTakeTheirs: () => void }) {
  const { t } = useTranslation();
  if (!entry) return null;
  const mine = entry.mine as Record<string, unknown>;
  const current = (entry.conflict.current ?? {}) as Record<string, unknown>;
  const { theirs, show } = entry.key.startsWith('quiz:') ? quizSides(mine, current) : { theirs: current, show: (_field: string, value: unknown) => displayValue(value) };
  const fields = differingFields(mine, theirs);
  return (
    <Dialog open aria-labelledby="studio-conflict-title" maxWidth="md" fullWidth>
      <DialogTitle id="studio-conflict-title">{t('STUDIO.CONFLICT.TITLE')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('STUDIO.CONFLICT.TEXT')}</DialogContentText>
        {fields.map((field) => (
          <Box key={field} sx={{ mb: 2 }}>
            <Typography variant="subtitle2" component="h3">
              {t(`${entry.key.startsWith('quiz:') ? 'QUIZ_EDITOR' : 'STUDIO'}.FIELD.${field.toUpperCase()}`, { defaultValue: field })}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
              <Box data-testid={`theirs-${field}`} sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1, whiteSpace: 'pre-wrap' }}>
                <Typography variant="caption" color="text.secondary" component="div">
                  {t('STUDIO.CONFLICT.THEIRS')}
                </Typography>
                {show(field, theirs[field])}
              </Box>
              <Box data-testid={`mine-${field}`} sx={{ p: 1, border: 2, borderColor: 'primary.main', borderRadius: 1, whiteSpace: 'pre-wrap' }}>
                <Typography variant="caption" color="text.secondary" component="div">
                  {t('STUDIO.CONFLICT.MINE')}
                </Typography>
                {show(field, mine[field])}
              </Box>
            </Box>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onTakeTheirs}>{t('STUDIO.CONFLICT.TAKE_THEIRS')}</Button>
        <Button onClick={onKeepMine} variant="contained">
          {t('STUDIO.CONFLICT.KEEP_MINE')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
