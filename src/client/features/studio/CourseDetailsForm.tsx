// The course's own fields, edited in place beside the outline and autosaved as one object.
import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { COURSE_LEVELS, COURSE_TITLE_MAX_LENGTH, CURRENCIES, FILE_FOLDERS, LANGUAGES, type Currency, type Language } from '../../../shared/constants';
import type { CourseFields, EditableCourse, Prices } from '../../../shared/schemas/studio';
import { COURSE_LANGUAGE_NAMES, LEVEL_KEYS } from '../../components/course/courseFormat';
import { useAppSelector } from '../../lib/hooks';
import { categoryTitle, selectCategories } from '../categories';
import { selectLanguage } from '../locale';
import { courseFieldsOf } from './courseFields';
import { ImageUploadField } from './ImageUploadField';
import { formatMinor, parsePrice } from './price';
import { useAutosave } from './useAutosave';

const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter((l) => l !== '');

/** A list edited as lines of text; the typed text (blank lines too) stays while the list is saved. */
function ListField({ label, helper, value, onChange }: { label: string; helper: string; value: string[]; onChange: (v: string[]) => void }) {
  const [text, setText] = useState(value.join('\n'));
  const [seen, setSeen] = useState(value);
  // Only an outside change (take theirs, a restored draft) replaces the text.
  if (seen !== value) {
    setSeen(value);
    if (JSON.stringify(lines(text)) !== JSON.stringify(value)) setText(value.join('\n'));
  }
  return (
    <TextField
      label={label}
      helperText={helper}
      multiline
      minRows={3}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const next = lines(e.target.value);
        if (JSON.stringify(next) !== JSON.stringify(value)) onChange(next);
      }}
      fullWidth
    />
  );
}

export const PRICE_ERROR_KEYS = {
  format: 'STUDIO.PRICE.ERROR_FORMAT',
  tooManyDecimals: 'STUDIO.PRICE.ERROR_DECIMALS',
  zero: 'STUDIO.PRICE.ERROR_ZERO',
  tooLarge: 'STUDIO.PRICE.ERROR_TOO_LARGE',
} as const;

function PriceField({ currency, minor, onChange }: { currency: Currency; minor: number | undefined; onChange: (minor: number | undefined) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(minor === undefined ? '' : formatMinor(minor, currency));
  const [error, setError] = useState<string | null>(null);
  const [seen, setSeen] = useState(minor);
  // Another price from outside replaces the text; a text being typed that does not parse yet stays.
  if (seen !== minor) {
    setSeen(minor);
    const parsed = parsePrice(text, currency);
    const current = parsed.ok ? parsed.minor : undefined;
    if (current !== minor && !(text.trim() !== '' && !parsed.ok)) setText(minor === undefined ? '' : formatMinor(minor, currency));
  }
  return (
    <TextField
      label={t('STUDIO.PRICE.IN', { currency })}
      value={text}
      inputProps={{ inputMode: 'decimal' }}
      error={error !== null}
      helperText={error ? t(error) : ' '}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        if (next.trim() === '') {
          setError(null);
          onChange(undefined);
          return;
        }
        const parsed = parsePrice(next, currency);
        if (parsed.ok) {
          setError(null);
          onChange(parsed.minor);
        } else {
          setError(PRICE_ERROR_KEYS[parsed.error]);
        }
      }}
    />
  );
}

export function CourseDetailsForm({ course }: { course: EditableCourse }) {
  const { t } = useTranslation();
  const categories = useAppSelector(selectCategories);
  const lang = useAppSelector(selectLanguage);
  const { value, change } = useAutosave<CourseFields>('course', 'course', courseFieldsOf(course), course.version);
  const set = <K extends keyof CourseFields>(field: K, v: CourseFields[K]) => change({ ...value, [field]: v });
  const setPrice = (currency: Currency, minor: number | undefined) => {
    const prices: Prices = { ...value.prices };
    if (minor === undefined) delete prices[currency];
    else prices[currency] = minor;
    set('prices', prices);
  };
  const titleTooShort = value.title.trim().length < 3;

  return (
    <Box component="form" aria-labelledby="studio-details-heading" onSubmit={(e) => e.preventDefault()} sx={{ display: 'grid', gap: 2.5 }}>
      <Typography id="studio-details-heading" variant="h6" component="h2">
        {t('STUDIO.DETAILS.HEADING')}
      </Typography>
      <TextField
        label={t('STUDIO.FIELD.TITLE')}
        value={value.title}
        onChange={(e) => set('title', e.target.value)}
        required
        error={titleTooShort}
        helperText={titleTooShort ? t('STUDIO.DETAILS.TITLE_TOO_SHORT') : ' '}
        inputProps={{ maxLength: COURSE_TITLE_MAX_LENGTH }}
        fullWidth
      />
      <TextField label={t('STUDIO.FIELD.SUBTITLE')} value={value.subtitle} onChange={(e) => set('subtitle', e.target.value)} fullWidth />
      <TextField
        label={t('STUDIO.FIELD.DESCRIPTION')}
        value={value.description}
        onChange={(e) => set('description', e.target.value)}
        helperText={t('STUDIO.DETAILS.DESCRIPTION_HELP')}
        multiline
        minRows={5}
        fullWidth
      />
      <ListField label={t('STUDIO.FIELD.OUTCOMES')} helper={t('STUDIO.DETAILS.ONE_PER_LINE')} value={value.outcomes} onChange={(v) => set('outcomes', v)} />
      <ListField label={t('STUDIO.FIELD.REQUIREMENTS')} helper={t('STUDIO.DETAILS.ONE_PER_LINE')} value={value.requirements} onChange={(v) => set('requirements', v)} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <TextField select label={t('STUDIO.FIELD.LEVEL')} value={value.level} onChange={(e) => set('level', e.target.value as CourseFields['level'])}>
          {COURSE_LEVELS.map((level) => (
            <MenuItem key={level} value={level}>
              {t(LEVEL_KEYS[level])}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t('STUDIO.FIELD.LANGUAGE')} value={value.language} onChange={(e) => set('language', e.target.value as Language)}>
          {LANGUAGES.map((l) => (
            <MenuItem key={l} value={l}>
              {COURSE_LANGUAGE_NAMES[l]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t('STUDIO.FIELD.CATEGORYID')} value={categories.some((c) => c.id === value.categoryId) ? value.categoryId : ''} onChange={(e) => set('categoryId', Number(e.target.value))}>
          {categories.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {categoryTitle(c, lang)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('STUDIO.FIELD.COVERIMAGE')}
        </Typography>
        <ImageUploadField
          name={value.coverImage}
          folder={FILE_FOLDERS.courseCoverImage}
          labels={{ image: t('STUDIO.FIELD.COVERIMAGE'), choose: t('STUDIO.COVER.CHOOSE'), uploading: t('STUDIO.COVER.UPLOADING') }}
          imageSx={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
          alwaysShowImage
          onChange={(name) => name && set('coverImage', name)}
        />
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('STUDIO.PRICE.HEADING')}
        </Typography>
        <FormControlLabel control={<Switch checked={value.isFree} onChange={(e) => set('isFree', e.target.checked)} />} label={t('STUDIO.PRICE.FREE')} />
        {!value.isFree && (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('STUDIO.PRICE.HELP')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
              {CURRENCIES.map((currency) => (
                <PriceField key={currency} currency={currency} minor={value.prices[currency]} onChange={(minor) => setPrice(currency, minor)} />
              ))}
            </Box>
          </>
        )}
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('STUDIO.DETAILS.TRANSLATIONS')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('STUDIO.DETAILS.TRANSLATIONS_HELP')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {LANGUAGES.map((l) => (
            <TextField
              key={l}
              label={t('STUDIO.DETAILS.TITLE_IN', { language: COURSE_LANGUAGE_NAMES[l] })}
              value={value.titleTranslations[l] ?? ''}
              inputProps={{ maxLength: COURSE_TITLE_MAX_LENGTH }}
              onChange={(e) => {
                const next = { ...value.titleTranslations };
                if (e.target.value === '') delete next[l];
                else next[l] = e.target.value;
                set('titleTranslations', next);
              }}
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
