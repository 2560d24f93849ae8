import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_SCORE } from '../../../shared/constants';
import type { PasswordStrength } from './passwordStrengthTypes';

const LEVEL_KEYS = ['AUTH.STRENGTH.LEVEL_0', 'AUTH.STRENGTH.LEVEL_1', 'AUTH.STRENGTH.LEVEL_2', 'AUTH.STRENGTH.LEVEL_3', 'AUTH.STRENGTH.LEVEL_4'] as const;
const LEVEL_COLORS = ['error.main', 'error.main', 'warning.main', 'success.main', 'success.main'] as const;

/** zxcvbn's warning keys, grouped into our own translated hints. */
const WARNING_HINTS: Record<string, string> = {
  straightRow: 'AUTH.STRENGTH.WARNING_KEYBOARD',
  keyPattern: 'AUTH.STRENGTH.WARNING_KEYBOARD',
  simpleRepeat: 'AUTH.STRENGTH.WARNING_REPEAT',
  extendedRepeat: 'AUTH.STRENGTH.WARNING_REPEAT',
  sequences: 'AUTH.STRENGTH.WARNING_SEQUENCE',
  recentYears: 'AUTH.STRENGTH.WARNING_DATES',
  dates: 'AUTH.STRENGTH.WARNING_DATES',
  topTen: 'AUTH.STRENGTH.WARNING_COMMON',
  topHundred: 'AUTH.STRENGTH.WARNING_COMMON',
  common: 'AUTH.STRENGTH.WARNING_COMMON',
  similarToCommon: 'AUTH.STRENGTH.WARNING_COMMON',
  pwned: 'AUTH.STRENGTH.WARNING_COMMON',
  wordByItself: 'AUTH.STRENGTH.WARNING_WORDS',
  namesByThemselves: 'AUTH.STRENGTH.WARNING_WORDS',
  commonNames: 'AUTH.STRENGTH.WARNING_WORDS',
  userInputs: 'AUTH.STRENGTH.WARNING_PERSONAL',
};

/** zxcvbn's suggestion keys, grouped the same way. */
const SUGGESTION_HINTS: Record<string, string> = {
  anotherWord: 'AUTH.STRENGTH.SUGGESTION_MORE_WORDS',
  useWords: 'AUTH.STRENGTH.SUGGESTION_MORE_WORDS',
  noNeed: 'AUTH.STRENGTH.SUGGESTION_MORE_WORDS',
  pwned: 'AUTH.STRENGTH.SUGGESTION_MORE_WORDS',
  capitalization: 'AUTH.STRENGTH.SUGGESTION_CAPITALS',
  allUppercase: 'AUTH.STRENGTH.SUGGESTION_CAPITALS',
  l33t: 'AUTH.STRENGTH.SUGGESTION_SUBSTITUTIONS',
  reverseWords: 'AUTH.STRENGTH.SUGGESTION_SUBSTITUTIONS',
  dates: 'AUTH.STRENGTH.SUGGESTION_DATES',
  recentYears: 'AUTH.STRENGTH.SUGGESTION_DATES',
  associatedYears: 'AUTH.STRENGTH.SUGGESTION_DATES',
  sequences: 'AUTH.STRENGTH.SUGGESTION_PATTERNS',
  repeated: 'AUTH.STRENGTH.SUGGESTION_PATTERNS',
  longerKeyboardPattern: 'AUTH.STRENGTH.SUGGESTION_PATTERNS',
};

/** The hints to show: the warning's, then the suggestions', each once, at most two. */
export function strengthHints(strength: PasswordStrength): string[] {
  const keys = [strength.warning ? WARNING_HINTS[strength.warning] : undefined, ...strength.suggestions.map((s) => SUGGESTION_HINTS[s])];
  return [...new Set(keys.filter((k): k is string => Boolean(k)))].slice(0, 2);
}

export interface PasswordStrengthMeterProps {
  id: string;
  /** Null while nothing is typed or the checker loads: nothing is shown. */
  strength: PasswordStrength | null;
}

/** A five-step bar with the level in words and what would make the password stronger. */
export function PasswordStrengthMeter({ id, strength }: PasswordStrengthMeterProps) {
  const { t } = useTranslation();
  if (!strength) return null;
  const { score } = strength;
  const level = t(LEVEL_KEYS[score]);
  const hints = score < PASSWORD_MIN_SCORE ? strengthHints(strength) : [];
  return (
    <Box id={id} data-testid="password-strength" sx={{ mt: -0.5, mb: 1 }}>
      <Box
        role="meter"
        aria-label={t('AUTH.STRENGTH.LABEL')}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={level}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 0.5 }}
      >
        {LEVEL_KEYS.map((key, step) => (
          <Box key={key} sx={{ height: 4, borderRadius: 2, bgcolor: step <= score ? LEVEL_COLORS[score] : 'action.disabledBackground' }} />
        ))}
      </Box>
      <Typography variant="caption" component="div" aria-live="polite" sx={{ mt: 0.5 }}>
        <Box component="span" sx={{ color: LEVEL_COLORS[score], fontWeight: 600 }}>
          {t('AUTH.STRENGTH.LEVEL', { level })}
        </Box>
        {hints.map((hint) => (
          <Box component="span" key={hint} sx={{ display: 'block', color: 'text.secondary' }}>
            {t(hint)}
          </Box>
        ))}
      </Typography>
    </Box>
  );
}
