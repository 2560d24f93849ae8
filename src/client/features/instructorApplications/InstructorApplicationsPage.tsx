// /admin/instructor-applications: the applications to teach, filtered by status (waiting ones first,
// oldest first), each with its applicant; approve, or reject with a reason.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { InstructorApplication } from '../../../shared/schemas/studio';
import { APPLICATION_STATUSES } from '../../../shared/schemaValues';
import { fullPathProfileImage } from '../../../shared/customerImage';
import type { ApplicationStatus } from '../../api/instructorApplicationsApi';
import { useRequest, useSubmit } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { GroupIcon } from '../../components/icons';
import { useAppSelector } from '../../lib/hooks';
import { errorMessageKey } from '../../lib/errors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ReasonDialog } from '../admin';
import { selectStorageBaseUrl } from '../config';
import { applicationDecisionRequest, applicationListRequest } from './instructorApplicationRequests';
import { formatDate } from '../../lib/format';

export const APPLICATIONS_PAGE_SIZE = 10;
type Filter = ApplicationStatus | 'all';
const FILTERS: readonly Filter[] = [...APPLICATION_STATUSES, 'all'];
const STATUS_COLOR = { pending: 'info', approved: 'success', rejected: 'warning' } as const;

function ApplicationCard({ application, busy, onApprove, onReject }: { application: InstructorApplication; busy: boolean; onApprove: () => void; onReject: () => void }) {
  const { t, i18n } = useTranslation();
  const storageBase = useAppSelector(selectStorageBaseUrl);
  const applicant = application.applicant;
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : '');
  return (
    <Card variant="outlined" component="article" aria-labelledby={`application-${application.id}`}>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Avatar src={fullPathProfileImage(applicant?.profileImage, storageBase)} alt="" />
          <Box sx={{ flex: 1, minWidth: 180 }}>
            <Typography id={`application-${application.id}`} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {applicant?.fullName ?? ''}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              @{applicant?.username} · {applicant?.email}
            </Typography>
          </Box>
          <Chip label={t(`ADMIN.APPLICATIONS.STATUS_${application.status.toUpperCase()}`)} color={STATUS_COLOR[application.status]} size="small" />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('ADMIN.APPLICATIONS.APPLIED_ON', { date: date(application.createdAt) })}
          {application.decidedAt ? ` · ${t('ADMIN.APPLICATIONS.DECIDED_ON', { date: date(application.decidedAt) })}` : ''}
        </Typography>
        <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap' }}>{application.bio}</Typography>
        <Box component="ul" aria-label={t('TEACH.TOPICS')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {application.topics.map((topic) => (
            <li key={topic}>
              <Chip label={topic} size="small" variant="outlined" />
            </li>
          ))}
        </Box>
        {application.reason && (
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            {t('ADMIN.APPLICATIONS.REASON_SHOWN', { reason: application.reason })}
          </Alert>
        )}
        {application.status === 'pending' && (
          <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
            <Button variant="contained" color="success" onClick={onApprove} disabled={busy}>
              {t('ADMIN.APPROVE')}
            </Button>
            <Button variant="outlined" color="error" onClick={onReject} disabled={busy}>
              {t('ADMIN.REJECT')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

export default function InstructorApplicationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('PAGES.ADMIN_INSTRUCTOR_APPLICATIONS.TITLE'));
  const [filter, setFilter] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<number | null>(null);
  const { state: list, reload } = useRequest(applicationListRequest, { status: filter === 'all' ? null : filter, page, pageSize: APPLICATIONS_PAGE_SIZE });
  const { state: decision, submit: decide } = useSubmit(applicationDecisionRequest);

  // A decision made: the list is loaded again (the application leaves the waiting list).
  const decided = decision.status === 'succeeded' ? decision.data : null;
  useEffect(() => {
    if (decided) reload();
  }, [decided, reload]);

  const changeFilter = (_: unknown, value: Filter | null) => {
    if (value) {
      setFilter(value);
      setPage(1);
    }
  };
  const busy = decision.status === 'loading';
  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Box>
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('PAGES.ADMIN_INSTRUCTOR_APPLICATIONS.TITLE')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('PAGES.ADMIN_INSTRUCTOR_APPLICATIONS.DESCRIPTION')}
      </Typography>
      <ToggleButtonGroup value={filter} exclusive onChange={changeFilter} aria-label={t('ADMIN.APPLICATIONS.FILTER')} size="small" sx={{ mb: 2, flexWrap: 'wrap' }}>
        {FILTERS.map((f) => (
          <ToggleButton key={f} value={f}>
            {t(`ADMIN.APPLICATIONS.FILTER_${f.toUpperCase()}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      {decision.status === 'succeeded' && decided && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t(decided.status === 'approved' ? 'ADMIN.APPLICATIONS.APPROVED' : 'ADMIN.APPLICATIONS.REJECTED', { name: decided.applicant?.fullName ?? '' })}
        </Alert>
      )}
      {decision.status === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(errorMessageKey(decision.error?.code ?? ''))}
        </Alert>
      )}

      {list.status === 'loading' && !data && (
        <Stack spacing={2} aria-busy="true" aria-label={t('COMMON.LOADING')}>
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      )}
      {list.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {t('TEACH.RETRY')}
            </Button>
          }
        >
          {t(errorMessageKey(list.error?.code ?? ''))}
        </Alert>
      )}
      {data && data.items.length === 0 && list.status !== 'failed' && (
        <EmptyState icon={<GroupIcon />} title={t('ADMIN.APPLICATIONS.EMPTY')} text={t('ADMIN.APPLICATIONS.EMPTY_TEXT')} />
      )}
      {data && data.items.length > 0 && (
        <Stack spacing={2} component="section" aria-busy={list.status === 'loading'}>
          {data.items.map((application) => (
            <ApplicationCard
              key={application.id}
              application={application}
              busy={busy}
              onApprove={() => decide({ id: application.id, decision: 'approve' })}
              onReject={() => setRejecting(application.id)}
            />
          ))}
        </Stack>
      )}
      {data && pageCount > 1 && <Pagination page={page} pageCount={pageCount} onChange={setPage} />}

      <ReasonDialog
        key={rejecting ?? 'closed'}
        open={rejecting !== null && decided?.id !== rejecting}
        title={t('ADMIN.APPLICATIONS.REJECT_TITLE')}
        busy={busy}
        onCancel={() => setRejecting(null)}
        onConfirm={(reason) => rejecting !== null && decide({ id: rejecting, decision: 'reject', reason })}
      />
    </Box>
  );
}
