// /instructor/support/:id: a ticket forwarded to the instructor about their course: the public thread
// (the learner's first name only) and their answer, which the learner is mailed.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { useRequest, useSubmit } from '../../app/useRequest';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { isNotFound, ReplyForm, Thread, TicketHeader, TicketNotFound, useTicketId } from './ticketViews';
import { instructorReplyRequest, instructorTicketRequest } from './ticketsRequests';

export default function InstructorTicketPage() {
  const { t } = useTranslation();
  const id = useTicketId();
  const { state, reload } = useRequest(instructorTicketRequest, id);
  const reply = useSubmit(instructorReplyRequest);
  const [text, setText] = useState('');
  const [sent, setSent] = useState(0);
  const [handled, setHandled] = useState<unknown>(null);
  const ticket = state.data;
  useDocumentTitle(ticket ? `${ticket.subject} · ${t('PAGES.TICKET.TITLE')}` : t('PAGES.TICKET.TITLE'));
  const done = reply.state.status === 'succeeded' ? reply.state.data : null;
  if (done && done !== handled) {
    setHandled(done);
    setText('');
    setSent((n) => n + 1);
  }
  const back = { backTo: paths.instructor.support(), backLabel: t('TICKETS.INSTRUCTOR.ALL') };
  if (id === null || (state.status === 'failed' && !ticket && isNotFound(state.error))) return <TicketNotFound {...back} />;
  if (state.status === 'failed' && !ticket) return <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('TICKETS.RETRY')} onRetry={reload} />;
  if (!ticket) return <LoadingList count={3} height={120} gap={1.5} radius={2} />;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5 }}>
      <TicketHeader ticket={ticket} viewer="instructor" {...back}>
        <Typography variant="body2">{t('TICKETS.INSTRUCTOR.FROM', { name: ticket.requesterFirstName })}</Typography>
      </TicketHeader>
      <Thread ticketId={ticket.id} messages={ticket.messages} viewer="instructor" />
      {ticket.status === 'closed' ? (
        <Alert severity="info">{t('TICKETS.INSTRUCTOR.CLOSED')}</Alert>
      ) : (
        <Paper component="section" variant="outlined" aria-label={t('TICKETS.REPLY_SECTION')} sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}>
          <ReplyForm
            id="instructor-reply"
            label={t('TICKETS.INSTRUCTOR.ANSWER')}
            sendLabel={t('TICKETS.INSTRUCTOR.SEND_ANSWER')}
            text={text}
            onTextChange={setText}
            busy={reply.state.status === 'loading'}
            sentKey={sent}
            error={reply.state.status === 'failed' ? t(errorMessageKey(reply.state.error?.code ?? 'UNKNOWN')) : null}
            onSend={(body, attachmentIds) => reply.submit({ id: ticket.id, reply: { body, ...(attachmentIds.length > 0 ? { attachmentIds } : {}) } })}
          />
        </Paper>
      )}
    </Box>
  );
}
