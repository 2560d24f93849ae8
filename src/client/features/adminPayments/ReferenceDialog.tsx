// Before money is recorded as moved: what happens, and the bank's reference of the transfer.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BANK_REFERENCE_MAX_LENGTH } from '../../../shared/constants';
import { TextConfirmDialog } from '../admin';

export function ReferenceDialog({
  title,
  text,
  confirmLabel,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (reference: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextConfirmDialog
      title={title}
      text={text}
      label={t('ADMIN_PAYMENTS.BANK_REFERENCE')}
      hint={t('ADMIN_PAYMENTS.BANK_REFERENCE_HINT')}
      requiredText={t('ADMIN_PAYMENTS.BANK_REFERENCE_REQUIRED')}
      maxLength={BANK_REFERENCE_MAX_LENGTH}
      confirmLabel={confirmLabel}
      cancelLabel={t('ADMIN_PAYMENTS.CANCEL')}
      busy={busy}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
