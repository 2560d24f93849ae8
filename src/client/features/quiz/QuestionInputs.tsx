// The answer controls of the nine question types. Every one works with the keyboard alone and is named
// by its question (or its own label): radios, checkboxes, text fields, a select per matching pair, and
// move up / move down buttons for ordering (with a spoken confirmation of where the item went).
import { useLayoutEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Answer, AttemptQuestion } from '../../../shared/schemas/quiz';
import { icon } from '../../components/svgIcon';
import { useAppSelector } from '../../lib/hooks';
import { selectLanguage } from '../locale';
import { countWords, formatDecimal, parseDecimal } from './quizFormat';
import { RichText } from './RichText';
import { visuallyHidden } from '../../lib/visuallyHidden';

const ArrowUpIcon = /*#__PURE__*/ icon('M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8z', 'ArrowUp');
const ArrowDownIcon = /*#__PURE__*/ icon('M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8z', 'ArrowDown');


export interface QuestionInputProps {
  question: AttemptQuestion;
  answer: Answer | undefined;
  /** null: the answer was cleared. */
  onChange: (answer: Answer | null) => void;
  /** Checked (locked) or the attempt is being submitted. */
  disabled: boolean;
  /** The id of the element that names the question (its prompt). */
  labelId: string;
}

/** A choice as a whole-width row: a big target on a phone. */
const choiceSx = {
  m: 0,
  mb: 1,
  pl: 0.5,
  pr: 1.5,
  minHeight: 48,
  width: '100%',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  '&:hover': { bgcolor: 'action.hover' },
  '& .MuiFormControlLabel-label': { py: 1, overflowWrap: 'anywhere' },
} as const;

function SingleChoice({ question, answer, onChange, disabled, labelId, options }: QuestionInputProps & { options: { value: string; label: string }[] }) {
  return (
    <RadioGroup aria-labelledby={labelId} value={answer === undefined ? '' : String(answer)} onChange={(_e, value) => onChange(question.type === 'true_false' ? value === 'true' : value)}>
      {options.map((o) => (
        <FormControlLabel key={o.value} value={o.value} disabled={disabled} control={<Radio />} label={o.label} sx={choiceSx} />
      ))}
    </RadioGroup>
  );
}

function MultipleChoice({ question, answer, onChange, disabled, labelId }: QuestionInputProps) {
  const chosen = new Set(Array.isArray(answer) ? answer : []);
  const options = question.options ?? [];
  const toggle = (id: string, on: boolean) => {
    const next = options.map((o) => o.id).filter((oid) => (oid === id ? on : chosen.has(oid)));
    onChange(next.length > 0 ? next : null);
  };
  return (
    <FormGroup role="group" aria-labelledby={labelId}>
      {options.map((o) => (
        <FormControlLabel key={o.id} disabled={disabled} control={<Checkbox checked={chosen.has(o.id)} onChange={(e) => toggle(o.id, e.target.checked)} />} label={o.text} sx={choiceSx} />
      ))}
    </FormGroup>
  );
}

function ShortAnswer({ question, answer, onChange, disabled, labelId }: QuestionInputProps) {
  const { t } = useTranslation();
  return (
    <TextField
      id={`q${question.id}-answer`}
      label={t('QUIZ.YOUR_ANSWER')}
      value={typeof answer === 'string' ? answer : ''}
      onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
      disabled={disabled}
      fullWidth
      autoComplete="off"
      slotProps={{ htmlInput: { 'aria-describedby': labelId, maxLength: 2000 } }}
    />
  );
}

function NumericAnswer({ question, answer, onChange, disabled, labelId }: QuestionInputProps) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const [text, setText] = useState(() => (typeof answer === 'number' ? formatDecimal(answer, lang) : ''));
  const value = parseDecimal(text, lang);
  const invalid = value !== null && Number.isNaN(value);
  return (
    <TextField
      id={`q${question.id}-answer`}
      label={t('QUIZ.YOUR_NUMBER')}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const next = parseDecimal(e.target.value, lang);
        if (next === null) onChange(null);
        else if (!Number.isNaN(next)) onChange(next);
      }}
      disabled={disabled}
      error={invalid}
      helperText={invalid ? t('QUIZ.NOT_A_NUMBER') : t('QUIZ.NUMBER_HINT', { example: formatDecimal(1.5, lang) })}
      autoComplete="off"
      sx={{ maxWidth: 320 }}
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-describedby': `${labelId} q${question.id}-answer-helper-text`, lang } }}
    />
  );
}

/**
 * The prompt with a text field where each [[n]] marker stands. The prompt is rendered as the server's
 * HTML; its text is then split at the markers in the page itself, and each field is placed there.
 */
function FillBlanks({ question, answer, onChange, disabled, labelId }: QuestionInputProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [hosts, setHosts] = useState<(HTMLElement | null)[]>([]);
  const count = question.blankCount ?? 0;
  const values = Array.from({ length: count }, (_, i) => (Array.isArray(answer) ? (answer[i] ?? '') : ''));

  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    for (const node of texts) {
      const parts = node.data.split(/\[\[(\d{1,2})\]\]/);
      if (parts.length === 1) continue;
      const fragment = document.createDocumentFragment();
      parts.forEach((part, i) => {
        if (i % 2 === 0) {
          if (part) fragment.append(part);
        } else {
          const span = document.createElement('span');
          span.dataset.blank = part;
          fragment.append(span);
        }
      });
      node.replaceWith(fragment);
    }
    const found = Array.from({ length: count }, (_, i) => root.querySelector<HTMLElement>(`span[data-blank="${i + 1}"]`));
    setHosts(found);
  }, [question.prompt, count]);

  const set = (i: number, text: string) => {
    const next = values.map((v, j) => (j === i ? text : v));
    onChange(next.some((v) => v.trim() !== '') ? next : null);
  };
  const field = (i: number): ReactNode => (
    <InputBase
      key={i}
      value={values[i]}
      onChange={(e) => set(i, e.target.value)}
      disabled={disabled}
      autoComplete="off"
      inputProps={{ 'aria-label': t('QUIZ.BLANK_LABEL', { n: i + 1, count }), maxLength: 2000, 'data-testid': `blank-${i + 1}` }}
      sx={{ mx: 0.5, my: 0.25, px: 1, minWidth: 96, width: `${Math.max(8, (values[i] ?? '').length + 2)}ch`, maxWidth: '100%', minHeight: 40, border: 1, borderColor: 'primary.main', borderRadius: 1, bgcolor: 'background.paper', verticalAlign: 'middle' }}
    />
  );
  const missing = hosts.length === count ? hosts.map((h, i) => (h ? null : i)).filter((i): i is number => i !== null) : [];
  return (
    <Box>
      <Box sx={{ fontSize: { xs: 17, md: 18 } }}>
        <RichText ref={ref} id={labelId} html={question.prompt} testId="blanks-prompt" />
      </Box>
      {hosts.map((host, i) => (host ? createPortal(field(i), host, `blank-${i}`) : null))}
      {/* Blanks the prompt does not mark (an author's slip) are still asked, below it. */}
      {missing.length > 0 && <Box sx={{ mt: 1 }}>{missing.map((i) => field(i))}</Box>}
    </Box>
  );
}

function Matching({ question, answer, onChange, disabled, labelId }: QuestionInputProps) {
  const { t } = useTranslation();
  const pairs: Record<string, string> = answer !== undefined && typeof answer === 'object' && !Array.isArray(answer) ? answer : {};
  const set = (leftId: string, rightId: string) => {
    const next = { ...pairs };
    if (rightId === '') delete next[leftId];
    else next[leftId] = rightId;
    onChange(Object.keys(next).length > 0 ? next : null);
  };
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'grid', gap: 2 }}>
      {(question.left ?? []).map((left) => (
        <TextField
          key={left.id}
          id={`q${question.id}-${left.id}`}
          select
          label={left.text}
          value={pairs[left.id] ?? ''}
          onChange={(e) => set(left.id, e.target.value)}
          disabled={disabled}
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('QUIZ.CHOOSE_MATCH')}</option>
          {(question.right ?? []).map((right) => (
            <option key={right.id} value={right.id}>
              {right.text}
            </option>
          ))}
        </TextField>
      ))}
    </Box>
  );
}

function Ordering({ question, answer, onChange, disabled, labelId }: QuestionInputProps) {
  const { t } = useTranslation();
  const items = question.options ?? [];
  const order = Array.isArray(answer) && answer.length === items.length ? answer : items.map((o) => o.id);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const textOf = (id: string) => items.find((o) => o.id === id)?.text ?? id;

  const [dragged, setDragged] = useState<number | null>(null);

  /** Moves the item at `from` to `to`; returns its id. */
  const place = (from: number, to: number): string | undefined => {
    if (to < 0 || to >= order.length || from === to) return undefined;
    const next = [...order];
    const [id] = next.splice(from, 1);
    if (id === undefined) return undefined;
    next.splice(to, 0, id);
    onChange(next);
    setAnnouncement(t('QUIZ.MOVED', { item: textOf(id), position: to + 1, count: next.length }));
    return id;
  };

  const move = (from: number, by: -1 | 1) => {
    const to = from + by;
    const id = place(from, to);
    if (id === undefined) return;
    // The focus stays with the moved item: on the same button, or the other one at an end of the list.
    const edge = (by === -1 && to === 0) || (by === 1 && to === order.length - 1);
    const key = `${id}:${(by === -1) !== edge ? 'up' : 'down'}`;
    window.requestAnimationFrame(() => buttons.current.get(key)?.focus());
  };
  const setButton = (key: string) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(key, el);
    else buttons.current.delete(key);
  };

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('QUIZ.ORDERING_HINT')}
      </Typography>
      <Box component="ol" aria-labelledby={labelId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {order.map((id, i) => {
          const text = textOf(id);
          return (
            <Box
              component="li"
              key={id}
              data-testid="ordering-item"
              // Dragging with a mouse is an extra; the buttons do everything.
              draggable={!disabled}
              onDragStart={() => setDragged(i)}
              onDragOver={(e: DragEvent) => {
                if (dragged !== null) e.preventDefault();
              }}
              onDrop={(e: DragEvent) => {
                e.preventDefault();
                if (dragged !== null) place(dragged, i);
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
              sx={{
                cursor: disabled ? 'default' : 'grab',
                opacity: dragged === i ? 0.5 : 1,
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                minHeight: 56,
                pl: 1.5,
                pr: 0.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                bgcolor: 'background.paper',
              }}
            >
              <Box component="span" aria-hidden sx={{ fontWeight: 700, color: 'text.secondary', minWidth: 20 }}>
                {i + 1}
              </Box>
              <Box component="span" sx={{ flex: 1, overflowWrap: 'anywhere', py: 1 }}>
                {text}
              </Box>
              <IconButton ref={setButton(`${id}:up`)} aria-label={t('QUIZ.MOVE_UP', { item: text })} disabled={disabled || i === 0} onClick={() => move(i, -1)} sx={{ width: 48, height: 48 }}>
                <ArrowUpIcon />
              </IconButton>
              <IconButton ref={setButton(`${id}:down`)} aria-label={t('QUIZ.MOVE_DOWN', { item: text })} disabled={disabled || i === order.length - 1} onClick={() => move(i, 1)} sx={{ width: 48, height: 48 }}>
                <ArrowDownIcon />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      <Box role="status" aria-live="polite" data-testid="ordering-announcement" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}

function Essay({ question, answer, onChange, disabled, labelId }: QuestionInputProps) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const text = typeof answer === 'string' ? answer : '';
  const words = countWords(text, lang);
  const min = question.minWords ?? 0;
  return (
    <TextField
      id={`q${question.id}-answer`}
      label={t('QUIZ.YOUR_ESSAY')}
      value={text}
      onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
      disabled={disabled}
      multiline
      minRows={6}
      fullWidth
      helperText={min > 0 ? t('QUIZ.WORDS_MIN', { count: words, min }) : t('QUIZ.WORDS', { count: words })}
      slotProps={{
        htmlInput: { 'aria-describedby': `${labelId} q${question.id}-answer-helper-text`, maxLength: 20_000 },
        formHelperText: { sx: { color: min > 0 && words < min ? 'warning.main' : undefined } },
      }}
    />
  );
}

/** The answer control of a question by its type. */
export function QuestionInput(props: QuestionInputProps) {
  const { t } = useTranslation();
  const { question } = props;
  switch (question.type) {
    case 'single':
      return <SingleChoice {...props} options={(question.options ?? []).map((o) => ({ value: o.id, label: o.text }))} />;
    case 'true_false':
      return (
        <SingleChoice
          {...props}
          options={[
            { value: 'true', label: t('QUIZ.TRUE') },
            { value: 'false', label: t('QUIZ.FALSE') },
          ]}
        />
      );
    case 'multiple':
      return <MultipleChoice {...props} />;
    case 'short':
      return <ShortAnswer {...props} />;
    case 'numeric':
      return <NumericAnswer {...props} />;
    case 'fill_blanks':
      return <FillBlanks {...props} />;
    case 'matching':
      return <Matching {...props} />;
    case 'ordering':
      return <Ordering {...props} />;
    case 'essay':
      return <Essay {...props} />;
    default:
      return null;
  }
}
