// A quiz's settings: time limit, attempts, cooldown, pass mark, grading, shuffling, feedback, when the
// correct answers are shown, layout, and questions drawn at random from a tag of the bank. Every change
// goes to the parent (the autosave), which sends it a few seconds after typing stops.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  QUIZ_FEEDBACK_MODES,
  QUIZ_GRADING_METHODS,
  QUIZ_LAYOUTS,
  QUIZ_MAX_ATTEMPTS,
  QUIZ_MAX_COOLDOWN_SECONDS,
  QUIZ_MAX_QUESTIONS,
  QUIZ_MAX_TIME_LIMIT_SECONDS,
  QUIZ_SHOW_ANSWERS,
  QUIZ_DEFAULT_ATTEMPTS,
} from '../../../shared/constants';
import type { QuizDraw, QuizUpdateRequest } from '../../../shared/schemas/quiz';
import { NumberField } from './NumberField';

const MAX_DRAWS = 20;

export interface TagCount {
  tag: string;
  count: number;
}

export function QuizSettingsForm({ value, onChange, tags }: { value: QuizUpdateRequest; onChange: (value: QuizUpdateRequest) => void; tags: readonly TagCount[] }) {
  const { t } = useTranslation();
  const set = <K extends keyof QuizUpdateRequest>(field: K, v: QuizUpdateRequest[K]) => onChange({ ...value, [field]: v });
  const setDraw = (index: number, draw: QuizDraw) => set('draws', value.draws.map((d, i) => (i === index ? draw : d)));
  const available = (tag: string) => tags.find((x) => x.tag === tag)?.count ?? 0;
  const timed = value.timeLimitSeconds !== null;
  const limited = value.attemptsAllowed !== null;

  return (
    <Box component="section" aria-labelledby="quiz-settings-heading" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="quiz-settings-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('QUIZ_EDITOR.SETTINGS.HEADING')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <FormControlLabel
            control={<Switch checked={timed} onChange={(e) => set('timeLimitSeconds', e.target.checked ? 30 * 60 : null)} />}
            label={t('QUIZ_EDITOR.SETTINGS.TIME_LIMIT')}
          />
          {timed ? (
            <NumberField
              size="small"
              label={t('QUIZ_EDITOR.SETTINGS.TIME_LIMIT_MINUTES')}
              value={Math.max(1, Math.round((value.timeLimitSeconds ?? 0) / 60))}
              min={1}
              max={QUIZ_MAX_TIME_LIMIT_SECONDS / 60}
              onValue={(m) => set('timeLimitSeconds', m * 60)}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('QUIZ_EDITOR.SETTINGS.NO_TIME_LIMIT')}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <FormControlLabel
            control={<Switch checked={!limited} onChange={(e) => set('attemptsAllowed', e.target.checked ? null : QUIZ_DEFAULT_ATTEMPTS)} />}
            label={t('QUIZ_EDITOR.SETTINGS.UNLIMITED_ATTEMPTS')}
          />
          {limited && (
            <NumberField size="small" label={t('QUIZ_EDITOR.SETTINGS.ATTEMPTS')} value={value.attemptsAllowed ?? 1} min={1} max={QUIZ_MAX_ATTEMPTS} onValue={(n) => set('attemptsAllowed', n)} />
          )}
        </Box>
        <NumberField
          size="small"
          label={t('QUIZ_EDITOR.SETTINGS.COOLDOWN_MINUTES')}
          helperText={t('QUIZ_EDITOR.SETTINGS.COOLDOWN_HELP')}
          value={Math.round(value.cooldownSeconds / 60)}
          min={0}
          max={QUIZ_MAX_COOLDOWN_SECONDS / 60}
          onValue={(m) => set('cooldownSeconds', m * 60)}
        />
        <NumberField size="small" label={t('QUIZ_EDITOR.SETTINGS.PASS_MARK')} value={value.passMarkPercent} min={0} max={100} onValue={(n) => set('passMarkPercent', n)} />
        <TextField select size="small" label={t('QUIZ_EDITOR.SETTINGS.GRADING')} value={value.gradingMethod} onChange={(e) => set('gradingMethod', e.target.value as QuizUpdateRequest['gradingMethod'])}>
          {QUIZ_GRADING_METHODS.map((m) => (
            <MenuItem key={m} value={m}>
              {t(`QUIZ_EDITOR.GRADING.${m.toUpperCase()}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('QUIZ_EDITOR.SETTINGS.FEEDBACK')} value={value.feedbackMode} onChange={(e) => set('feedbackMode', e.target.value as QuizUpdateRequest['feedbackMode'])}>
          {QUIZ_FEEDBACK_MODES.map((m) => (
            <MenuItem key={m} value={m}>
              {t(`QUIZ_EDITOR.FEEDBACK.${m.toUpperCase()}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('QUIZ_EDITOR.SETTINGS.SHOW_ANSWERS')}
          value={value.showCorrectAnswers}
          onChange={(e) => set('showCorrectAnswers', e.target.value as QuizUpdateRequest['showCorrectAnswers'])}
        >
          {QUIZ_SHOW_ANSWERS.map((m) => (
            <MenuItem key={m} value={m}>
              {t(`QUIZ_EDITOR.SHOW_ANSWERS.${m.toUpperCase()}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'grid' }}>
          <FormControlLabel control={<Switch checked={value.shuffleQuestions} onChange={(e) => set('shuffleQuestions', e.target.checked)} />} label={t('QUIZ_EDITOR.SETTINGS.SHUFFLE_QUESTIONS')} />
          <FormControlLabel control={<Switch checked={value.shuffleOptions} onChange={(e) => set('shuffleOptions', e.target.checked)} />} label={t('QUIZ_EDITOR.SETTINGS.SHUFFLE_OPTIONS')} />
        </Box>
      </Box>
      <FormControl>
        <FormLabel id="quiz-layout-label">{t('QUIZ_EDITOR.SETTINGS.LAYOUT')}</FormLabel>
        <RadioGroup row aria-labelledby="quiz-layout-label" value={value.layout} onChange={(e) => set('layout', e.target.value as QuizUpdateRequest['layout'])}>
          {QUIZ_LAYOUTS.map((l) => (
            <FormControlLabel key={l} value={l} control={<Radio />} label={t(`QUIZ_EDITOR.LAYOUT.${l.toUpperCase()}`)} />
          ))}
        </RadioGroup>
      </FormControl>

      <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0, display: 'grid', gap: 1.5 }}>
        <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
          {t('QUIZ_EDITOR.DRAWS.HEADING')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('QUIZ_EDITOR.DRAWS.HELP')}
        </Typography>
        {value.draws.map((draw, index) => {
          const has = available(draw.tag);
          const short = draw.tag !== '' && draw.count > has;
          return (
            <Box key={index} data-testid={`draw-${index}`} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <TextField
                select
                size="small"
                label={t('QUIZ_EDITOR.DRAWS.TAG')}
                value={draw.tag}
                onChange={(e) => setDraw(index, { ...draw, tag: e.target.value })}
                sx={{ minWidth: 200, flex: '1 1 200px' }}
                helperText={draw.tag ? t('QUIZ_EDITOR.DRAWS.AVAILABLE', { count: has }) : ' '}
              >
                {tags.map((x) => (
                  <MenuItem key={x.tag} value={x.tag}>
                    {t('QUIZ_EDITOR.DRAWS.TAG_OPTION', { tag: x.tag, count: x.count })}
                  </MenuItem>
                ))}
              </TextField>
              <NumberField
                size="small"
                label={t('QUIZ_EDITOR.DRAWS.COUNT')}
                value={draw.count}
                error={short}
                helperText={short ? t('QUIZ_EDITOR.DRAWS.TOO_MANY', { count: has }) : ' '}
                min={1}
                max={QUIZ_MAX_QUESTIONS}
                onValue={(count) => setDraw(index, { ...draw, count })}
                sx={{ width: 140 }}
              />
              <IconButton aria-label={t('QUIZ_EDITOR.DRAWS.REMOVE', { tag: draw.tag || '—' })} onClick={() => set('draws', value.draws.filter((_, i) => i !== index))}>
                <Box component="span" aria-hidden sx={{ fontSize: 14, lineHeight: 1 }}>
                  ✕
                </Box>
              </IconButton>
            </Box>
          );
        })}
        {tags.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('QUIZ_EDITOR.DRAWS.NO_TAGS')}
          </Typography>
        ) : (
          <Button
            size="small"
            sx={{ justifySelf: 'start' }}
            disabled={value.draws.length >= MAX_DRAWS}
            onClick={() => set('draws', [...value.draws, { tag: tags[0]?.tag ?? '', count: 1 }])}
          >
            {t('QUIZ_EDITOR.DRAWS.ADD')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
