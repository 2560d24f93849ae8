// The customer's own fields as sign-up and profile editing show them: the same names, labels,
// autocomplete hints, limits and live helper text in both forms. Each page adds its value, its
// validation (error, helperText) and its layout.
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { USERNAME_MAX_LENGTH } from '../../../shared/constants';

type FieldProps = Omit<TextFieldProps, 'id' | 'name' | 'label' | 'autoComplete' | 'type' | 'slotProps'> & {
  /** The form's id prefix (`signup`, `profile`): ids stay unique and stable for labels and tests. */
  idPrefix: string;
};

/** Helper text is announced as it changes (availability checks, e-mail change notes). */
const liveHelper = { 'aria-live': 'polite' } as object;

export function UsernameField({ idPrefix, ...rest }: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      id={`${idPrefix}-username`}
      name="username"
      label={t('AUTH.SIGNUP.USERNAME')}
      autoComplete="username"
      required
      slotProps={{ htmlInput: { maxLength: USERNAME_MAX_LENGTH, autoCapitalize: 'none', spellCheck: false }, formHelperText: liveHelper }}
      sx={{ gridColumn: '1 / -1' }}
      {...rest}
    />
  );
}

export function EmailField({ idPrefix, ...rest }: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      id={`${idPrefix}-email`}
      name="email"
      type="email"
      label={t('AUTH.SIGNUP.EMAIL')}
      autoComplete="email"
      required
      slotProps={{ htmlInput: { maxLength: 254, inputMode: 'email' }, formHelperText: liveHelper }}
      sx={{ gridColumn: '1 / -1' }}
      {...rest}
    />
  );
}

export function NameField({ idPrefix, part, ...rest }: FieldProps & { part: 'first' | 'last' }) {
  const { t } = useTranslation();
  return (
    <TextField
      id={`${idPrefix}-${part}-name`}
      name={part === 'first' ? 'firstName' : 'lastName'}
      label={t(part === 'first' ? 'AUTH.SIGNUP.FIRST_NAME' : 'AUTH.SIGNUP.LAST_NAME')}
      autoComplete={part === 'first' ? 'given-name' : 'family-name'}
      slotProps={{ htmlInput: { maxLength: 100 } }}
      {...rest}
    />
  );
}
