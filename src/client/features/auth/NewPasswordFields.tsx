import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH } from '../../../shared/constants';
import { PasswordField } from './PasswordField';

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
  /** Show the "does not match" error. */
  confirmInvalid: boolean;
  minLength: number;
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
}

/** A new password with its rule explained, and its confirmation: sign-up, reset and change password. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const { idPrefix, minLength } = props;
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
        error={props.passwordInvalid}
        helperText={props.passwordInvalid ? t('AUTH.SIGNUP.PASSWORD_TOO_SHORT', { min: minLength }) : t('AUTH.SIGNUP.PASSWORD_RULES', { min: minLength })}
        slotProps={{ htmlInput: { minLength, maxLength: PASSWORD_MAX_LENGTH } }}
        sx={props.sx}
      />
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
