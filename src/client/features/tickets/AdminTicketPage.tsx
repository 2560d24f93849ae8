// /admin/support/:id: one ticket as the staff sees it: the requester, what it is about, the whole thread
// with the internal notes (labelled, on their own background), a public reply (a canned reply can be
// inserted in the requester's language; the status after it is chosen), an internal note, and the ticket's
// status, assignee and category (saved with If-Match: a change made meanwhile by someone else is said,
// the ticket shown as it now stands, and the text being typed kept), Resolve, Merge into another ticket,
// Forward to the course's instructor, and the first-response and resolution times in business hours.
import { adminPaths } from '../../app/areaPaths';
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TICKET_STATUSES, type TicketCategory, type TicketStatus } from '../../../shared/ticketConstants';
import type { AdminTicketDetail, AdminTicketReply, AdminTicketUpdate } from '../../../shared/schemas/tickets';
import { useRequest, useSubmit } from '../../app/useRequest';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { useAppSelector } from '../../lib/hooks';
import { LANGUAGE_NAMES, REGION_KEYS } from '../../lib/localeNames';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { TextConfirmDialog } from '../admin';
import { selectLanguage } from '../locale';
import { cannedLang, cannedText } from './CannedRepliesDialog';
import { CATEGORY_KEYS, formatBusinessTime, formatDateTime, isNotFound, ReplyForm, STATUS_KEYS, Thread, TICKET_CATEGORIES, TicketHeader, TicketNotFound, useTicketId } from './ticketViews';
import { adminsRequest, adminTicketActionRequest, adminTicketRequest, cannedRepliesRequest, type AdminTicketAction } from './ticketsRequests';

type AfterReply = NonNullable<AdminTicketReply['status']>;
const AFTER_REPLY: readonly AfterReply[] = ['pending', 'open', 'resolved'];
const NO_ASSIGNEE = '-';

/** "T-000123", "#123" or "123" -> 123; null when it names no ticket. */
export function ticketIdOf(text: string): number | null {
  const digits = /^\s*(?:T-?|#)?0*(\d{1,10})\s*$/i.exec(text)?.[1];
  const n = digits ? Number(digits) : NaN;
  return Number.isInteger(n) && n > 0 && n <= 2147483647 ? n : null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function CannedPicker({ lang, onInsert }: { lang: AdminTicketDetail['requester']['lang']; onInsert: (text: string) => void }) {
  const { t } = useTranslation();
  const uiLang = useAppSelector(selectLanguage);
  const { state } = useRequest(cannedRepliesRequest, 'all');
  const list = state.data ?? [];
  return (
    <TextField
      select
      size="small"
      label={t('TICKETS.ADMIN.INSERT_CANNED')}
      value=""
      disabled={list.length === 0}
      helperText={t('TICKETS.ADMIN.INSERT_CANNED_HINT', { language: LANGUAGE_NAMES[lang] })}
      onChange={(e) => {
        const reply = list.find((r) => String(r.id) === e.target.value);
        if (reply) onInsert(cannedText(reply.body, lang));
      }}
      sx={{ minWidth: 220 }}
    >
      {list.map((r) => (
        <MenuItem key={r.id} value={String(r.id)} lang={cannedLang(r.title, uiLang)}>
          {cannedText(r.title, uiLang)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export default function AdminTicketPage() {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const id = useTicketId();
  const { state, reload } = useRequest(adminTicketRequest, id);
  const admins = useRequest(adminsRequest, 'admins');
  const action = useSubmit(adminTicketActionRequest);
  const [replyText, setReplyText] = useState('');
  const [noteText, setNoteText] = useState('');
  const [afterReply, setAfterReply] = useState<AfterReply>('pending');
  const [sentReply, setSentReply] = useState(0);
  const [sentNote, setSentNote] = useState(0);
  const [last, setLast] = useState<AdminTicketAction['action'] | null>(null);
  const [merging, setMerging] = useState(false);
  const [mergeError, setMergeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const ticket = state.data;
  useDocumentTitle(ticket ? `${ticket.number} · ${ticket.subject}` : t('PAGES.TICKET.TITLE'));

  // Each answer handled once: success clears what was sent; a refusal is said where it belongs.
  const [handled, setHandled] = useState<unknown>(null);
  const done = action.state.status === 'succeeded' ? action.state.data : null;
  const refusal = action.state.status === 'failed' ? action.state.error : null;
  if (done && done !== handled) {
    setHandled(done);
    if (last === 'reply') {
      setReplyText('');
      setSentReply((n) => n + 1);
      setNotice('TICKETS.ADMIN.REPLY_SENT');
    } else if (last === 'note') {
      setNoteText('');
      setSentNote((n) => n + 1);
      setNotice('TICKETS.ADMIN.NOTE_ADDED');
    } else if (last === 'merge') {
      setMerging(false);
      setNotice('TICKETS.ADMIN.MERGED');
    } else if (last === 'forward') setNotice('TICKETS.ADMIN.FORWARDED_DONE');
    else setNotice('TICKETS.ADMIN.SAVED');
  }
  if (refusal && refusal !== handled) {
    setHandled(refusal);
    setNotice(null);
    if (last === 'merge') setMergeError(t(errorMessageKey(refusal.code)));
  }
  const conflict = refusal && (refusal.status === 409 || refusal.code === 'VERSION_CONFLICT') && last === 'update';

  const back = { backTo: adminPaths.support(), backLabel: t('TICKETS.ALL_TICKETS') };
  if (id === null || (state.status === 'failed' && !ticket && isNotFound(state.error))) return <TicketNotFound {...back} />;
  if (state.status === 'failed' && !ticket) return <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('TICKETS.RETRY')} onRetry={reload} />;
  if (!ticket) return <LoadingList count={3} height={140} gap={1.5} radius={2} />;

  const busy = action.state.status === 'loading';
  const run = (a: AdminTicketAction) => {
    setLast(a.action);
    setNotice(null);
    setMergeError(null);
    action.submit(a);
  };
  const update = (change: AdminTicketUpdate) => run({ id: ticket.id, action: 'update', change, version: ticket.version });
  const errorOf = (kind: AdminTicketAction['action']) => (refusal && last === kind ? t(errorMessageKey(refusal.code)) : null);

  const adminOptions = new Map<string, string>();
  for (const a of admins.state.data?.items ?? []) adminOptions.set(a.encryptId, `${a.firstName} ${a.lastName}`.trim() || a.username);
  if (ticket.assignee && !adminOptions.has(ticket.assignee.encryptId)) adminOptions.set(ticket.assignee.encryptId, ticket.assignee.name || ticket.assignee.username);

  const requester = ticket.requester;
  const zone = ticket.timeZone;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5 }}>
      <TicketHeader ticket={ticket} viewer="staff" {...back}>
        {ticket.mergedInto && (
          <Alert severity="info">
            {t('TICKETS.MERGED_INTO')}{' '}
            <Link component={RouterLink} to={adminPaths.ticket(ticket.mergedInto.id)}>
              {ticket.mergedInto.number}
            </Link>
          </Alert>
        )}
        {ticket.mergedFrom.length > 0 && (
          <Typography variant="body2">
            {t('TICKETS.ADMIN.MERGED_FROM')}{' '}
            {ticket.mergedFrom.map((m, i) => (
              <span key={m.id}>
                {i > 0 && ', '}
                <Link component={RouterLink} to={adminPaths.ticket(m.id)}>
                  {m.number}
                </Link>
              </span>
            ))}
          </Typography>
        )}
      </TicketHeader>
      {conflict && (
        <Alert severity="warning" role="alert">
          {t('TICKETS.ADMIN.CONFLICT')}
        </Alert>
      )}
      {refusal && !conflict && (last === 'update' || last === 'forward') && (
        <Alert severity="error" role="alert">
          {t(errorMessageKey(refusal.code))}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {t(notice)}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
          <Thread ticketId={ticket.id} messages={ticket.messages} viewer="staff" />
          <Paper component="section" variant="outlined" aria-labelledby="reply-title" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2, display: 'grid', gap: 1.5 }}>
            <Typography id="reply-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t('TICKETS.ADMIN.REPLY_TITLE', { name: requester.name || requester.username })}
            </Typography>
            <ReplyForm
              id="staff-reply"
              label={t('TICKETS.ADMIN.REPLY_FIELD')}
              sendLabel={t('TICKETS.ADMIN.REPLY')}
              text={replyText}
              onTextChange={setReplyText}
              busy={busy}
              sentKey={sentReply}
              error={errorOf('reply')}
              before={<CannedPicker lang={requester.lang} onInsert={(text) => setReplyText((cur) => (cur.trim() === '' ? text : `${cur.replace(/\s+$/, '')}\n\n${text}`))} />}
              onSend={(body, attachmentIds) => run({ id: ticket.id, action: 'reply', reply: { body, status: afterReply, ...(attachmentIds.length > 0 ? { attachmentIds } : {}) } })}
              extra={
                <TextField select size="small" label={t('TICKETS.ADMIN.STATUS_AFTER')} value={afterReply} onChange={(e) => setAfterReply(e.target.value as AfterReply)} sx={{ minWidth: 200 }}>
                  {AFTER_REPLY.map((s) => (
                    <MenuItem key={s} value={s}>
                      {t(STATUS_KEYS[s].key)}
                    </MenuItem>
                  ))}
                </TextField>
              }
            />
          </Paper>
          <Paper
            component="section"
            variant="outlined"
            aria-labelledby="note-title"
            sx={(theme) => ({ p: { xs: 2, md: 2.5 }, borderRadius: 2, display: 'grid', gap: 1.5, borderStyle: 'dashed', borderColor: theme.palette.warning.main })}
          >
            <Typography id="note-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t('TICKETS.INTERNAL_NOTE')}
            </Typography>
            <ReplyForm
              id="staff-note"
              label={t('TICKETS.ADMIN.NOTE_FIELD')}
              sendLabel={t('TICKETS.ADMIN.ADD_NOTE')}
              text={noteText}
              onTextChange={setNoteText}
              busy={busy}
              sentKey={sentNote}
              attachments={false}
              error={errorOf('note')}
              before={<Typography variant="body2" color="text.secondary">{t('TICKETS.ADMIN.NOTE_HINT')}</Typography>}
              onSend={(body) => run({ id: ticket.id, action: 'note', body })}
            />
          </Paper>
        </Box>
        <Paper component="aside" variant="outlined" aria-label={t('TICKETS.ADMIN.DETAILS')} sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 2, minWidth: 0 }}>
          <TextField select size="small" label={t('TICKETS.ADMIN.STATUS')} value={ticket.status} disabled={busy} onChange={(e) => update({ status: e.target.value as TicketStatus })}>
            {TICKET_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(STATUS_KEYS[s].key)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('TICKETS.ADMIN.ASSIGNEE')}
            value={ticket.assignee?.encryptId ?? NO_ASSIGNEE}
            disabled={busy}
            onChange={(e) => update({ assigneeId: e.target.value === NO_ASSIGNEE ? null : e.target.value })}
            helperText={admins.state.status === 'failed' ? t('TICKETS.ADMIN.ADMINS_FAILED') : ' '}
          >
            <MenuItem value={NO_ASSIGNEE}>{t('TICKETS.ADMIN.UNASSIGNED')}</MenuItem>
            {[...adminOptions].map(([encryptId, name]) => (
              <MenuItem key={encryptId} value={encryptId}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={t('TICKETS.ADMIN.CATEGORY')} value={ticket.category} disabled={busy} onChange={(e) => update({ category: e.target.value as TicketCategory })}>
            {TICKET_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {t(CATEGORY_KEYS[c])}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {ticket.status !== 'resolved' && ticket.status !== 'closed' && (
              <Button variant="contained" color="success" disabled={busy} onClick={() => update({ status: 'resolved' })}>
                {t('TICKETS.ADMIN.RESOLVE')}
              </Button>
            )}
            <Button variant="outlined" disabled={busy || ticket.mergedInto !== null} onClick={() => { setMergeError(null); setMerging(true); }} aria-haspopup="dialog">
              {t('TICKETS.ADMIN.MERGE')}
            </Button>
          </Box>
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            {ticket.forwardedTo ? (
              <Typography variant="body2">{t('TICKETS.ADMIN.FORWARDED_TO', { name: ticket.forwardedTo.name || ticket.forwardedTo.username })}</Typography>
            ) : (
              <>
                <Button variant="outlined" color="secondary" disabled={busy || !ticket.canForward} onClick={() => run({ id: ticket.id, action: 'forward' })} sx={{ justifySelf: 'start' }} aria-describedby={ticket.canForward ? undefined : 'forward-hint'}>
                  {t('TICKETS.ADMIN.FORWARD')}
                </Button>
                {!ticket.canForward && (
                  <Typography id="forward-hint" variant="body2" color="text.secondary">
                    {t('TICKETS.ADMIN.FORWARD_HINT')}
                  </Typography>
                )}
              </>
            )}
          </Box>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
            <Fact label={t('TICKETS.ADMIN.REQUESTER')}>
              {requester.name || requester.username} (@{requester.username})
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {requester.email}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {LANGUAGE_NAMES[requester.lang]} · {t(REGION_KEYS[requester.country])}
              </Typography>
            </Fact>
            <Fact label={t('TICKETS.ADMIN.WAITING_SINCE')}>{ticket.waitingSince ? formatDateTime(ticket.waitingSince, lang) : t('TICKETS.ADMIN.NOT_WAITING')}</Fact>
            <Fact label={t('TICKETS.ADMIN.FIRST_RESPONSE')}>
              {ticket.firstResponseSeconds !== null ? t('TICKETS.ADMIN.BUSINESS_TIME', { time: formatBusinessTime(ticket.firstResponseSeconds, lang) }) : t('TICKETS.ADMIN.NOT_YET')}
            </Fact>
            <Fact label={t('TICKETS.ADMIN.RESOLUTION')}>
              {ticket.resolutionSeconds !== null ? t('TICKETS.ADMIN.BUSINESS_TIME', { time: formatBusinessTime(ticket.resolutionSeconds, lang) }) : t('TICKETS.ADMIN.NOT_YET')}
            </Fact>
          </Box>
          {/* After the list, not in it: a dl holds only term and value groups. */}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.25 }}>
            {t('TICKETS.ADMIN.BUSINESS_HOURS_NOTE', { zone })}
          </Typography>
        </Paper>
      </Box>
      {merging && (
        <TextConfirmDialog
          title={t('TICKETS.ADMIN.MERGE_TITLE', { number: ticket.number })}
          text={t('TICKETS.ADMIN.MERGE_TEXT')}
          label={t('TICKETS.ADMIN.MERGE_NUMBER')}
          hint={t('TICKETS.ADMIN.MERGE_NUMBER_HINT')}
          requiredText={t('TICKETS.ADMIN.MERGE_NUMBER_REQUIRED')}
          maxLength={20}
          confirmLabel={t('TICKETS.ADMIN.MERGE_CONFIRM')}
          cancelLabel={t('TICKETS.CANCEL')}
          busy={busy}
          error={mergeError}
          onCancel={() => setMerging(false)}
          onConfirm={(value) => {
            const intoId = ticketIdOf(value);
            if (intoId === null) setMergeError(t('TICKETS.ADMIN.MERGE_NUMBER_INVALID'));
            else if (intoId === ticket.id) setMergeError(t('TICKETS.ADMIN.MERGE_SELF'));
            else run({ id: ticket.id, action: 'merge', intoId });
          }}
        />
      )}
    </Box>
  );
}
