// The reason an admin gives for a rejection (shown to, and mailed to, the applicant or the author).
import { useTranslation } from 'react-i18next';
import { REJECTION_REASON_MAX_LENGTH } from '../../../shared/constants';
import { TextConfirmDialog } from './TextConfirmDialog';

export function ReasonDialog({ open, title, busy, onCancel, onConfirm }: { open: boolean; title: string; busy?: boolean; onCancel: () => void; onConfirm: (reason: string) => void }) {
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <TextConfirmDialog
      title={title}
      label={t('ADMIN.REASON')}
      hint={t('ADMIN.REASON_HELP')}
      requiredText={t('ADMIN.REASON_REQUIRED')}
      maxLength={REJECTION_REASON_MAX_LENGTH}
      multiline
      confirmLabel={t('ADMIN.REJECT')}
      cancelLabel={t('ADMIN.CANCEL')}
      danger
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
