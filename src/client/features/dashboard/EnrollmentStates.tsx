import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../lib/hooks';
import { errorMessageKey } from '../../lib/errors';
import { EmptyState } from '../../components/EmptyState';
import { Shimmer } from '../../components/Shimmer';
import { WarningIcon } from '../../components/icons';
import { enrollmentsActions } from './enrollmentsSlice';

/** Placeholder rows while the enrolments load. */
export function EnrollmentRowsSkeleton({ rows }: { rows: number }) {
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
      {Array.from({ length: rows }, (_, i) => (
        <Shimmer key={i} sx={{ height: 96, borderRadius: 3 }} />
      ))}
    </Box>
  );
}

/** The enrolments could not be loaded: the reason, and a retry from the first page. */
export function EnrollmentsLoadFailed({ code }: { code: string | undefined }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <EmptyState
      icon={<WarningIcon />}
      title={t('DASHBOARD.LOAD_FAILED')}
      text={t(errorMessageKey(code ?? 'UNKNOWN'))}
      action={
        <Button variant="contained" onClick={() => dispatch(enrollmentsActions.fetchRequested({ page: 1 }))}>
          {t('COURSES.RETRY')}
        </Button>
      }
    />
  );
}
