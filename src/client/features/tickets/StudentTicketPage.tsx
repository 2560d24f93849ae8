// /student/support-ticket/:id: one of the learner's tickets: subject, status, what it is about (links to
// the order, course or lesson), the public thread, a reply (which reopens a pending or resolved ticket),
// Close, and Reopen within 7 days of closing (later: why not, and a new ticket instead).
import { studentPaths } from '../../app/areaPaths';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { TicketDetail } from '../../../shared/schemas/tickets';
import { TICKET_REOPEN_DAYS } from '../../../shared/schemaValues';
import { paths } from '../../app/paths';
import { useRequest, useSubmit } from '../../app/useRequest';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectLanguage } from '../locale';
import { formatDateTime, isNotFound, ReplyForm, Thread, TicketHeader, TicketNotFound, useTicketId } from './ticketViews';
import { ticketActionRequest, ticketRequest } from './ticketsRequests';

function ClosedPanel({ ticket, busy, onReopen }: { ticket: TicketDetail; busy: boolean; onReopen: () => void }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const [now] = useState(() => Date.now());
  if (ticket.mergedInto) {
    return (
      <Alert severity="info">
        {t('TICKETS.MERGED_INTO')}{' '}
        <Link component={RouterLink} to={studentPaths.ticket(ticket.mergedInto.id)}>
          {ticket.mergedInto.number}
        </Link>
      </Alert>
    );
  }
  const until = ticket.reopenUntil;
  const canReopen = until !== null && new Date(until).getTime() > now;
  if (canReopen) {
    return (
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 1, justifyItems: 'start' }}>
        <Typography>{t('TICKETS.CLOSED_REOPEN', { time: formatDateTime(until, lang) })}</Typography>
        <Button variant="outlined" onClick={onReopen} disabled={busy}>
          {t('TICKETS.REOPEN')}
        </Button>
      </Paper>
    );
  }
  return (
    <Alert severity="info">
      {t('TICKETS.CLOSED_FOR_GOOD', { days: TICKET_REOPEN_DAYS })}{' '}
      <Link component={RouterLink} to={paths.student.supportTicket()}>
        {t('TICKETS.NEW_TICKET')}
      </Link>
    </Alert>
  );
}

export default function StudentTicketPage() {
  const { t } = useTranslation();
  const id = useTicketId();
  const { state, reload } = useRequest(ticketRequest, id);
  const action = useSubmit(ticketActionRequest);
  const [text, setText] = useState('');
  const [sent, setSent] = useState(0);
  const [lastAction, setLastAction] = useState<string | null>(null);
  const ticket = state.data;
  useDocumentTitle(ticket ? `${ticket.subject} · ${t('PAGES.TICKET.TITLE')}` : t('PAGES.TICKET.TITLE'));

  // A reply that went through clears the box once.
  const done = action.state.status === 'succeeded' ? action.state.data : null;
  const [handled, setHandled] = useState<unknown>(null);
  if (done && done !== handled) {
    setHandled(done);
    if (lastAction === 'reply') {
      setText('');
      setSent((n) => n + 1);
    }
  }

  if (id === null || (state.status === 'failed' && !ticket && isNotFound(state.error))) return <TicketNotFound backTo={paths.student.supportTicket()} backLabel={t('TICKETS.ALL_TICKETS')} />;
  if (state.status === 'failed' && !ticket) return <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('TICKETS.RETRY')} onRetry={reload} />;
  if (!ticket) return <LoadingList count={3} height={120} gap={1.5} radius={2} />;

  const busy = action.state.status === 'loading';
  const failed = action.state.status === 'failed' ? t(errorMessageKey(action.state.error?.code ?? 'UNKNOWN')) : null;
  const run = (kind: 'close' | 'reopen') => {
    setLastAction(kind);
    action.submit({ id: ticket.id, action: kind });
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5 }}>
      <TicketHeader ticket={ticket} viewer="requester" backTo={paths.student.supportTicket()} backLabel={t('TICKETS.ALL_TICKETS')} />
      {ticket.status === 'resolved' && <Alert severity="success">{t('TICKETS.RESOLVED_HINT')}</Alert>}
      {ticket.status === 'pending' && <Alert severity="info">{t('TICKETS.PENDING_HINT')}</Alert>}
      <Thread ticketId={ticket.id} messages={ticket.messages} viewer="requester" />
      {failed && lastAction !== 'reply' && (
        <Alert severity="error" role="alert">
          {failed}
        </Alert>
      )}
      {ticket.status === 'closed' ? (
        <ClosedPanel ticket={ticket} busy={busy} onReopen={() => run('reopen')} />
      ) : (
        <Paper component="section" variant="outlined" aria-label={t('TICKETS.REPLY_SECTION')} sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}>
          <ReplyForm
            id="reply"
            label={t('TICKETS.YOUR_REPLY')}
            sendLabel={t('TICKETS.SEND')}
            text={text}
            onTextChange={setText}
            busy={busy}
            sentKey={sent}
            error={failed && lastAction === 'reply' ? failed : null}
            onSend={(body, attachmentIds) => {
              setLastAction('reply');
              action.submit({ id: ticket.id, action: 'reply', reply: { body, ...(attachmentIds.length > 0 ? { attachmentIds } : {}) } });
            }}
            extra={
              <Button color="inherit" variant="outlined" onClick={() => run('close')} disabled={busy}>
                {t('TICKETS.CLOSE')}
              </Button>
            }
          />
        </Paper>
      )}
    </Box>
  );
}
