// One question in a dialog, with the fields its type needs: options with their correct toggle, accepted
// answers with how they are compared, a number with its tolerance, blanks marked [[1]] in the prompt,
// matching pairs, items in their right order, an essay's guidance and fewest words; for every type the
// prompt and explanation (rich text), points, tags and an optional image.
import { useCallback, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { fromPromise } from 'xstate';
import { useTranslation } from 'react-i18next';
import { FILE_FOLDERS, QUIZ_MAX_ACCEPTED_ANSWERS, QUIZ_MAX_OPTIONS, QUIZ_MAX_POINTS, QUIZ_MAX_TAGS, QUIZ_MULTIPLE_SCORING, QUIZ_OPTION_MAX_LENGTH } from '../../../shared/constants';
import type { UploadResponse } from '../../../shared/schemas/files';
import type { QuestionInput, TextMatching } from '../../../shared/schemas/quiz';
import * as filesApi from '../../api/filesApi';
import type { RequestError } from '../../app/request';
import { errorMessageKey } from '../../lib/errors';
import { coverUploadMachine, ImageUploadField, RichTextEditor } from '../studio';
import { blankCount, cleanQuestion, fitBlanks, moved, questionProblems } from './quizForm';
import { NumberField } from './NumberField';

/** The cover upload's flow (check, upload, the stored name), sending the file to the quiz-image folder. */
const quizImageMachine = coverUploadMachine.provide({
  actors: { upload: fromPromise<UploadResponse, { file: File }>(({ input, signal }) => filesApi.upload(FILE_FOLDERS.quizImage, input.file, signal)) },
});

function RemoveButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <IconButton aria-label={label} onClick={onClick} disabled={disabled} size="small">
      <Box component="span" aria-hidden sx={{ fontSize: 14, lineHeight: 1 }}>
        ✕
      </Box>
    </IconButton>
  );
}

/** A list of accepted answers: one field each, add and remove. */
function AcceptedList({ label, values, onChange }: { label: string; values: string[]; onChange: (values: string[]) => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {values.map((v, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            fullWidth
            label={t('QUIZ_EDITOR.Q.ACCEPTED_N', { label, n: i + 1 })}
            value={v}
            inputProps={{ maxLength: QUIZ_OPTION_MAX_LENGTH }}
            onChange={(e) => onChange(values.map((x, j) => (j === i ? e.target.value : x)))}
          />
          <RemoveButton label={t('QUIZ_EDITOR.Q.REMOVE_ACCEPTED', { label, n: i + 1 })} disabled={values.length <= 1} onClick={() => onChange(values.filter((_, j) => j !== i))} />
        </Box>
      ))}
      <Button size="small" sx={{ justifySelf: 'start' }} disabled={values.length >= QUIZ_MAX_ACCEPTED_ANSWERS} onClick={() => onChange([...values, ''])}>
        {t('QUIZ_EDITOR.Q.ADD_ACCEPTED', { label })}
      </Button>
    </Box>
  );
}

function MatchingSwitches({ value, onChange }: { value: TextMatching; onChange: (value: TextMatching) => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <FormControlLabel control={<Switch checked={value.ignoreCase} onChange={(e) => onChange({ ...value, ignoreCase: e.target.checked })} />} label={t('QUIZ_EDITOR.Q.IGNORE_CASE')} />
      <FormControlLabel control={<Switch checked={value.ignoreSpaces} onChange={(e) => onChange({ ...value, ignoreSpaces: e.target.checked })} />} label={t('QUIZ_EDITOR.Q.IGNORE_SPACES')} />
      <FormControlLabel control={<Switch checked={value.ignoreDiacritics} onChange={(e) => onChange({ ...value, ignoreDiacritics: e.target.checked })} />} label={t('QUIZ_EDITOR.Q.IGNORE_DIACRITICS')} />
    </Box>
  );
}

/** The fields of the question's own type. */
function TypeFields({ q, set }: { q: QuestionInput; set: (q: QuestionInput) => void }) {
  const { t } = useTranslation();
  switch (q.type) {
    case 'single':
    case 'multiple': {
      const single = q.type === 'single';
      const options = q.options;
      const setOptions = (next: typeof options) => set({ ...q, options: next });
      return (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <FormLabel component="legend">{t(single ? 'QUIZ_EDITOR.Q.OPTIONS_SINGLE' : 'QUIZ_EDITOR.Q.OPTIONS_MULTIPLE')}</FormLabel>
          {options.map((o, i) => (
            <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              {single ? (
                <Radio
                  checked={o.correct}
                  inputProps={{ 'aria-label': t('QUIZ_EDITOR.Q.CORRECT_N', { n: i + 1 }) }}
                  onChange={() => setOptions(options.map((x, j) => ({ ...x, correct: j === i })))}
                />
              ) : (
                <Checkbox
                  checked={o.correct}
                  inputProps={{ 'aria-label': t('QUIZ_EDITOR.Q.CORRECT_N', { n: i + 1 }) }}
                  onChange={(e) => setOptions(options.map((x, j) => (j === i ? { ...x, correct: e.target.checked } : x)))}
                />
              )}
              <TextField
                size="small"
                fullWidth
                label={t('QUIZ_EDITOR.Q.OPTION_N', { n: i + 1 })}
                value={o.text}
                inputProps={{ maxLength: QUIZ_OPTION_MAX_LENGTH }}
                onChange={(e) => setOptions(options.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)))}
              />
              <RemoveButton label={t('QUIZ_EDITOR.Q.REMOVE_OPTION', { n: i + 1 })} disabled={options.length <= 2} onClick={() => setOptions(options.filter((_, j) => j !== i))} />
            </Box>
          ))}
          <Button size="small" sx={{ justifySelf: 'start' }} disabled={options.length >= QUIZ_MAX_OPTIONS} onClick={() => setOptions([...options, { text: '', correct: false }])}>
            {t('QUIZ_EDITOR.Q.ADD_OPTION')}
          </Button>
          {q.type === 'multiple' && (
            <TextField select size="small" label={t('QUIZ_EDITOR.Q.SCORING')} value={q.scoring} onChange={(e) => set({ ...q, scoring: e.target.value as typeof q.scoring })} sx={{ maxWidth: 320 }}>
              {QUIZ_MULTIPLE_SCORING.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`QUIZ_EDITOR.Q.SCORING_${s.toUpperCase()}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Box>
      );
    }
    case 'true_false':
      return (
        <Box>
          <FormLabel id="quiz-tf-label">{t('QUIZ_EDITOR.Q.TRUE_FALSE_ANSWER')}</FormLabel>
          <RadioGroup row aria-labelledby="quiz-tf-label" value={q.correct ? 'true' : 'false'} onChange={(e) => set({ ...q, correct: e.target.value === 'true' })}>
            <FormControlLabel value="true" control={<Radio />} label={t('QUIZ_EDITOR.Q.TRUE')} />
            <FormControlLabel value="false" control={<Radio />} label={t('QUIZ_EDITOR.Q.FALSE')} />
          </RadioGroup>
        </Box>
      );
    case 'short':
      return (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <AcceptedList label={t('QUIZ_EDITOR.Q.ACCEPTED')} values={q.accepted} onChange={(accepted) => set({ ...q, accepted })} />
          <MatchingSwitches value={q.matching} onChange={(matching) => set({ ...q, matching })} />
        </Box>
      );
    case 'numeric':
      return (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <NumberField size="small" integer={false} label={t('QUIZ_EDITOR.Q.VALUE')} value={q.value} min={-1e12} max={1e12} onValue={(value) => set({ ...q, value })} />
          <NumberField
            size="small"
            integer={false}
            label={t('QUIZ_EDITOR.Q.TOLERANCE')}
            helperText={t('QUIZ_EDITOR.Q.TOLERANCE_HELP')}
            value={q.tolerance}
            min={0}
            max={1e12}
            onValue={(tolerance) => set({ ...q, tolerance })}
          />
        </Box>
      );
    case 'fill_blanks':
      return (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {q.blanks.map((b, i) => (
            <AcceptedList
              key={i}
              label={t('QUIZ_EDITOR.Q.BLANK_N', { n: i + 1 })}
              values={b.accepted}
              onChange={(accepted) => set({ ...q, blanks: q.blanks.map((x, j) => (j === i ? { accepted } : x)) })}
            />
          ))}
          <MatchingSwitches value={q.matching} onChange={(matching) => set({ ...q, matching })} />
        </Box>
      );
    case 'matching':
      return (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <FormLabel component="legend">{t('QUIZ_EDITOR.Q.PAIRS')}</FormLabel>
          {q.pairs.map((p, i) => (
            <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
              <TextField size="small" fullWidth label={t('QUIZ_EDITOR.Q.LEFT_N', { n: i + 1 })} value={p.left} onChange={(e) => set({ ...q, pairs: q.pairs.map((x, j) => (j === i ? { ...x, left: e.target.value } : x)) })} />
              <TextField size="small" fullWidth label={t('QUIZ_EDITOR.Q.RIGHT_N', { n: i + 1 })} value={p.right} onChange={(e) => set({ ...q, pairs: q.pairs.map((x, j) => (j === i ? { ...x, right: e.target.value } : x)) })} />
              <RemoveButton label={t('QUIZ_EDITOR.Q.REMOVE_PAIR', { n: i + 1 })} disabled={q.pairs.length <= 2} onClick={() => set({ ...q, pairs: q.pairs.filter((_, j) => j !== i) })} />
            </Box>
          ))}
          <Button size="small" sx={{ justifySelf: 'start' }} disabled={q.pairs.length >= QUIZ_MAX_OPTIONS} onClick={() => set({ ...q, pairs: [...q.pairs, { left: '', right: '' }] })}>
            {t('QUIZ_EDITOR.Q.ADD_PAIR')}
          </Button>
        </Box>
      );
    case 'ordering':
      return (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <FormLabel component="legend">{t('QUIZ_EDITOR.Q.ITEMS')}</FormLabel>
          {q.items.map((item, i) => (
            <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <TextField size="small" fullWidth label={t('QUIZ_EDITOR.Q.ITEM_N', { n: i + 1 })} value={item.text} onChange={(e) => set({ ...q, items: q.items.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)) })} />
              <IconButton size="small" aria-label={t('QUIZ_EDITOR.Q.ITEM_UP', { n: i + 1 })} disabled={i === 0} onClick={() => set({ ...q, items: moved(q.items, i, -1) ?? q.items })}>
                <Box component="span" aria-hidden sx={{ fontSize: 14, lineHeight: 1 }}>
                  ▲
                </Box>
              </IconButton>
              <IconButton size="small" aria-label={t('QUIZ_EDITOR.Q.ITEM_DOWN', { n: i + 1 })} disabled={i === q.items.length - 1} onClick={() => set({ ...q, items: moved(q.items, i, 1) ?? q.items })}>
                <Box component="span" aria-hidden sx={{ fontSize: 14, lineHeight: 1 }}>
                  ▼
                </Box>
              </IconButton>
              <RemoveButton label={t('QUIZ_EDITOR.Q.REMOVE_ITEM', { n: i + 1 })} disabled={q.items.length <= 2} onClick={() => set({ ...q, items: q.items.filter((_, j) => j !== i) })} />
            </Box>
          ))}
          <Button size="small" sx={{ justifySelf: 'start' }} disabled={q.items.length >= QUIZ_MAX_OPTIONS} onClick={() => set({ ...q, items: [...q.items, { text: '' }] })}>
            {t('QUIZ_EDITOR.Q.ADD_ITEM')}
          </Button>
        </Box>
      );
    case 'essay':
      return (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <TextField label={t('QUIZ_EDITOR.Q.GUIDANCE')} helperText={t('QUIZ_EDITOR.Q.GUIDANCE_HELP')} multiline minRows={3} value={q.guidance} onChange={(e) => set({ ...q, guidance: e.target.value })} />
          <NumberField size="small" label={t('QUIZ_EDITOR.Q.MIN_WORDS')} value={q.minWords} min={0} max={5000} onValue={(minWords) => set({ ...q, minWords })} sx={{ maxWidth: 200 }} />
        </Box>
      );
  }
}

export interface QuestionDialogProps {
  /** The question being edited (a new one: `isNew`). */
  initial: QuestionInput;
  isNew: boolean;
  /** How many quizzes use the question (an edit changes it in each). */
  usedBy: number;
  saving: boolean;
  error: RequestError | null;
  onSave: (question: QuestionInput) => void;
  onClose: () => void;
}

export function QuestionDialog({ initial, isNew, usedBy, saving, error, onSave, onClose }: QuestionDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [q, setQ] = useState<QuestionInput>(initial);
  const setImage = useCallback((image: string | null) => setQ((current) => ({ ...current, image })), []);
  const [tagsText, setTagsText] = useState(initial.tags.join(', '));
  const [tried, setTried] = useState(false);
  const problems = questionProblems(q);
  const typeName = t(`QUIZ_EDITOR.TYPE.${q.type.toUpperCase()}`);

  const setPrompt = (prompt: string) => {
    if (q.type === 'fill_blanks') setQ({ ...q, prompt, blanks: fitBlanks(q.blanks, blankCount(prompt)) });
    else setQ({ ...q, prompt });
  };
  const submit = () => {
    setTried(true);
    const tags = tagsText
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean)
      .slice(0, QUIZ_MAX_TAGS);
    const next = cleanQuestion({ ...q, tags });
    if (questionProblems(next).length === 0) onSave(next);
  };
  let blanksHelp: ReactNode = null;
  if (q.type === 'fill_blanks')
    blanksHelp = (
      <Alert severity="info" role="note" data-testid="blanks-help">
        {t('QUIZ_EDITOR.Q.BLANKS_HELP')} <code>[[1]]</code> <code>[[2]]</code>
      </Alert>
    );

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby="quiz-question-title" fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id="quiz-question-title">{t(isNew ? 'QUIZ_EDITOR.Q.NEW_TITLE' : 'QUIZ_EDITOR.Q.EDIT_TITLE', { type: typeName })}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        {!isNew && usedBy > 1 && <Alert severity="info" role="note">{t('QUIZ_EDITOR.Q.USED_BY', { count: usedBy })}</Alert>}
        {blanksHelp}
        <RichTextEditor label={t('QUIZ_EDITOR.Q.PROMPT')} value={q.prompt} onChange={setPrompt} />
        <ImageUploadField
          name={q.image}
          folder={FILE_FOLDERS.quizImage}
          machine={quizImageMachine}
          labels={{ image: t('QUIZ_EDITOR.Q.IMAGE'), choose: t('QUIZ_EDITOR.Q.IMAGE_ADD'), replace: t('QUIZ_EDITOR.Q.IMAGE_REPLACE'), uploading: t('QUIZ_EDITOR.Q.IMAGE_UPLOADING'), remove: t('QUIZ_EDITOR.Q.IMAGE_REMOVE') }}
          imageSx={{ maxHeight: 120, objectFit: 'contain' }}
          onChange={setImage}
        />
        <TypeFields q={q} set={setQ} />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <NumberField size="small" label={t('QUIZ_EDITOR.Q.POINTS')} value={q.points} min={1} max={QUIZ_MAX_POINTS} onValue={(points) => setQ((current) => ({ ...current, points }))} sx={{ width: 140 }} />
          <TextField size="small" label={t('QUIZ_EDITOR.Q.TAGS')} helperText={t('QUIZ_EDITOR.Q.TAGS_HELP')} value={tagsText} onChange={(e) => setTagsText(e.target.value)} sx={{ flex: '1 1 240px' }} />
        </Box>
        <RichTextEditor label={t('QUIZ_EDITOR.Q.EXPLANATION')} value={q.explanation} onChange={(explanation) => setQ((current) => ({ ...current, explanation }))} />
        {tried && problems.length > 0 && (
          <Alert severity="warning" role="alert" data-testid="question-problems">
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {problems.map((p) => (
                <li key={p}>{t(p)}</li>
              ))}
            </Box>
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {t(errorMessageKey(error.code))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('QUIZ_EDITOR.CANCEL')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={saving}>
          {t(saving ? 'QUIZ_EDITOR.SAVING' : 'QUIZ_EDITOR.Q.SAVE')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
