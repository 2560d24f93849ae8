import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH } from '../../../shared/constants';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import type { PasswordStrength } from './passwordStrengthTypes';

export interface NewPasswordFieldsProps {
  /** Prefix of the two input ids (`<prefix>-password`, `<prefix>-confirm`). */
  idPrefix: string;
  /** Name of the new-password input, as the form posts it. */
  name: string;
  label: string;
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** Show the "too short" error instead of the rule. */
  passwordInvalid: boolean;
  /** Show the "too easy to guess" error instead of the rule (after a submit). */
  passwordWeak?: boolean;
  /** The strength of what is typed (usePasswordStrength), shown under the field once known. */
  strength?: PasswordStrength | null;
  /** Show the "does not match" error. */
  confirmInvalid: boolean;
  minLength: number;
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A new password with its rule explained and its strength as it is typed, and its confirmation:
 * sign-up, reset and change password.
 */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const { idPrefix, minLength } = props;
  const helperText = props.passwordInvalid
    ? t('AUTH.SIGNUP.PASSWORD_TOO_SHORT', { min: minLength })
    : props.passwordWeak
      ? t('AUTH.STRENGTH.TOO_WEAK')
      : t('AUTH.SIGNUP.PASSWORD_RULES', { min: minLength });
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        name={props.name}
        label={props.label}
        autoComplete="new-password"
        value={props.password}
        onChange={(e) => props.onPasswordChange(e.target.value)}
        required
        fullWidth
        autoFocus={props.autoFocus}
        error={props.passwordInvalid || Boolean(props.passwordWeak)}
        helperText={helperText}
        slotProps={{ htmlInput: { minLength, maxLength: PASSWORD_MAX_LENGTH } }}
        sx={props.sx}
      />
      {props.strength && (
        <Box sx={props.sx}>
          <PasswordStrengthMeter id={`${idPrefix}-strength`} strength={props.strength} />
        </Box>
      )}
      <PasswordField
        id={`${idPrefix}-confirm`}
        name="confirmPassword"
        label={t('AUTH.SIGNUP.CONFIRM_PASSWORD')}
        autoComplete="new-password"
        value={props.confirm}
        onChange={(e) => props.onConfirmChange(e.target.value)}
        required
        fullWidth
        error={props.confirmInvalid}
        helperText={props.confirmInvalid ? t('AUTH.SIGNUP.PASSWORD_MISMATCH') : ' '}
        slotProps={{ htmlInput: { maxLength: PASSWORD_MAX_LENGTH } }}
        sx={props.sx}
      />
    </>
  );
}
