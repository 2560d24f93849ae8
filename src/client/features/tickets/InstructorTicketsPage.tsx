// /instructor/support: the tickets the academy forwarded to the instructor about their courses (the
// learner's first name only, none of their other data); each opens its thread, where they answer. Their
// own questions to the academy go through the learner's support page, like anyone's.
import { instructorPaths } from '../../app/areaPaths';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useRequest } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { HeadsetIcon } from '../../components/icons';
import { PageHeading } from '../../components/PageHeading';
import { Pagination } from '../../components/Pagination';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { TicketRow } from './ticketViews';
import { instructorTicketsRequest, TICKETS_PAGE_SIZE } from './ticketsRequests';

export default function InstructorTicketsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('PAGES.INSTRUCTOR_TICKETS.TITLE'));
  const [page, setPage] = useState(1);
  const { state, reload } = useRequest(instructorTicketsRequest, { page, pageSize: TICKETS_PAGE_SIZE });
  const data = state.data;
  let body;
  if (state.status === 'failed' && !data) body = <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('TICKETS.RETRY')} onRetry={reload} />;
  else if (!data) body = <LoadingList count={3} height={96} gap={1.5} radius={2} />;
  else if (data.items.length === 0) body = <EmptyState icon={<HeadsetIcon />} title={t('TICKETS.INSTRUCTOR.EMPTY')} text={t('TICKETS.INSTRUCTOR.EMPTY_TEXT')} />;
  else
    body = (
      <Box aria-busy={state.status === 'loading'}>
        <Box component="ul" aria-label={t('PAGES.INSTRUCTOR_TICKETS.TITLE')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {data.items.map((ticket) => (
            <TicketRow
              key={ticket.id}
              ticket={ticket}
              to={instructorPaths.ticket(ticket.id)}
              viewer="instructor"
              extra={
                <Typography variant="body2" color="text.secondary">
                  {t('TICKETS.INSTRUCTOR.FROM', { name: ticket.requesterFirstName })}
                  {ticket.links.course ? ` · ${ticket.links.course.title}` : ''}
                </Typography>
              }
            />
          ))}
        </Box>
        <Pagination page={page} pageCount={Math.ceil(data.total / TICKETS_PAGE_SIZE)} onChange={setPage} />
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <PageHeading>{t('PAGES.INSTRUCTOR_TICKETS.TITLE')}</PageHeading>
          <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>
            {t('PAGES.INSTRUCTOR_TICKETS.DESCRIPTION')}
          </Typography>
        </Box>
        {/* The instructor's own questions to the academy are tickets like a learner's. */}
        <Button component={RouterLink} to={paths.student.supportTicket()} variant="outlined">
          {t('TICKETS.INSTRUCTOR.ASK')}
        </Button>
      </Box>
      {body}
    </Box>
  );
}
