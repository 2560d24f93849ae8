// A course's status as a chip: draft, in review, published, rejected, unpublished, or changes waiting.
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { CourseStatus } from '../../../shared/constants';

const COLORS: Record<CourseStatus | 'changes', 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  draft: 'default',
  in_review: 'info',
  published: 'success',
  rejected: 'error',
  unpublished: 'default',
  changes: 'warning',
};

export function StatusChip({ status, hasDraftChanges }: { status: CourseStatus; hasDraftChanges: boolean }) {
  const { t } = useTranslation();
  const key = status === 'published' && hasDraftChanges ? 'changes' : status;
  return <Chip size="small" color={COLORS[key]} label={t(`STUDIO.STATUS.${key.toUpperCase()}`)} data-testid="status-chip" />;
}
