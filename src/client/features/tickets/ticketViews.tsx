// The pieces every ticket page shares: status chip, category names, dates and durations, what a ticket
// is about (as links), the thread (who wrote each message is said in words and by position, not by colour
// alone; an internal note carries its label and its own background), attachments (image thumbnails,
// files to download) and the reply box with its attachments. Message text is shown as text, line breaks kept.
import { adminPaths, studentPaths } from '../../app/areaPaths';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { TICKET_CATEGORIES, TICKET_STATUSES, type TicketAuthorRole, type TicketCategory, type TicketStatus } from '../../../shared/ticketConstants';
import type { TicketAttachment, TicketDetail, TicketLinks, TicketMessage, TicketSummary } from '../../../shared/schemas/tickets';
import { TICKET_ATTACHMENT_MAX_BYTES, TICKET_ATTACHMENTS_MAX, TICKET_MESSAGE_MAX_LENGTH } from '../../../shared/schemaValues';
import { paths } from '../../app/paths';
import { useRequest, useSubmit } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { CloseIcon } from '../../components/icons';
import { PageHeading } from '../../components/PageHeading';
import { errorMessageKey } from '../../lib/errors';
import { contentLang, formatDateTime, intlLocale, numberFormat } from '../../lib/format';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { selectLanguage } from '../locale';
import { ATTACHMENT_ACCEPT, attachmentsReady, ticketAttachmentsMachine, type AttachmentItem } from './ticketAttachmentsMachine';
import { attachmentDownloadRequest, thumbnailsRequest } from './ticketsRequests';

type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

export const STATUS_KEYS: { readonly [S in TicketStatus]: { key: string; color: ChipColor } } = {
  new: { key: 'TICKETS.STATUS.NEW', color: 'info' },
  open: { key: 'TICKETS.STATUS.OPEN', color: 'primary' },
  pending: { key: 'TICKETS.STATUS.PENDING', color: 'warning' },
  resolved: { key: 'TICKETS.STATUS.RESOLVED', color: 'success' },
  closed: { key: 'TICKETS.STATUS.CLOSED', color: 'default' },
};

export const CATEGORY_KEYS: { readonly [C in TicketCategory]: string } = {
  payment: 'TICKETS.CATEGORY.PAYMENT',
  refund: 'TICKETS.CATEGORY.REFUND',
  course_content: 'TICKETS.CATEGORY.COURSE_CONTENT',
  certificate: 'TICKETS.CATEGORY.CERTIFICATE',
  account: 'TICKETS.CATEGORY.ACCOUNT',
  other: 'TICKETS.CATEGORY.OTHER',
};

export { TICKET_CATEGORIES, TICKET_STATUSES };

/** A ticket that does not exist or is not the reader's (the server answers 404 for both). */
export function TicketNotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeading>{t('TICKETS.NOT_FOUND')}</PageHeading>
      <EmptyState
        title={t('TICKETS.NOT_FOUND')}
        text={t('TICKETS.NOT_FOUND_TEXT')}
        action={
          <Button component={RouterLink} to={backTo} variant="contained">
            {backLabel}
          </Button>
        }
      />
    </Box>
  );
}

/** Whether a failed read means "no such ticket for you". */
export const isNotFound = (error: { status: number; code: string } | null) => !!error && (error.status === 404 || error.status === 400 || error.code === 'TICKET_NOT_FOUND');

/** Who wrote a message, as the reader of the thread calls them. */
export type Viewer = 'requester' | 'instructor' | 'staff';

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  const s = STATUS_KEYS[status];
  return <Chip size="small" color={s.color} variant={status === 'closed' ? 'outlined' : 'filled'} label={t(s.key)} />;
}

/** A date and time in the reader's language (lib/format's: Thai in the Buddhist era). */
export { formatDateTime };

/** Business hours as the reader's language writes them ("3.5 hr"); minutes under an hour. */
export function formatBusinessTime(seconds: number, lang: string): string {
  try {
    if (seconds < 3600) return numberFormat(lang, { style: 'unit', unit: 'minute', unitDisplay: 'short', maximumFractionDigits: 0 }).format(Math.round(seconds / 60));
    return numberFormat(lang, { style: 'unit', unit: 'hour', unitDisplay: 'short', maximumFractionDigits: 1 }).format(seconds / 3600);
  } catch {
    return `${Math.round(seconds / 360) / 10} h`;
  }
}

/** A file size ("1.2 MB", "300 kB"). */
export function formatSize(bytes: number, lang: string): string {
  try {
    if (bytes >= 1024 * 1024) return numberFormat(lang, { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
    return numberFormat(lang, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)));
  } catch {
    return `${Math.round(bytes / 1024)} kB`;
  }
}

/** How long ago, roughly ("3 hours ago"), for "waiting since". */
export function formatAgo(iso: string, lang: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return '';
  const abs = Math.abs(seconds);
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    abs < 3600 ? [Math.round(seconds / 60), 'minute'] : abs < 86400 ? [Math.round(seconds / 3600), 'hour'] : [Math.round(seconds / 86400), 'day'];
  try {
    return new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: 'auto' }).format(value, unit);
  } catch {
    return formatDateTime(iso, lang);
  }
}

/** The label of a message's author for this reader. */
export function authorLabelKey(role: TicketAuthorRole, viewer: Viewer): string {
  if (role === 'requester') return viewer === 'requester' ? 'TICKETS.AUTHOR.YOU' : 'TICKETS.AUTHOR.REQUESTER';
  if (role === 'staff') return 'TICKETS.AUTHOR.STAFF';
  return viewer === 'instructor' ? 'TICKETS.AUTHOR.YOU' : 'TICKETS.AUTHOR.INSTRUCTOR';
}

/** What a ticket is about, as links for this reader (the learner's own order page, the staff's order page). */
export function TicketLinksView({ links, viewer }: { links: TicketLinks; viewer: Viewer }) {
  const { t } = useTranslation();
  const items: ReactNode[] = [];
  if (links.order) {
    const label = t('TICKETS.LINK.ORDER', { number: links.order.number });
    const to = viewer === 'requester' ? studentPaths.order(links.order.id) : viewer === 'staff' ? adminPaths.order(links.order.id) : null;
    items.push(
      <li key="order">
        {to ? (
          <Link component={RouterLink} to={to}>
            {label}
          </Link>
        ) : (
          label
        )}
      </li>,
    );
  }
  if (links.course) {
    items.push(
      <li key="course">
        {t('TICKETS.LINK.COURSE')}{' '}
        <Link component={RouterLink} to={paths.course(links.course.slug)}>
          {links.course.title}
        </Link>
      </li>,
    );
  }
  if (links.lesson) {
    const label = links.lesson.title;
    items.push(
      <li key="lesson">
        {t('TICKETS.LINK.LESSON')}{' '}
        {links.course && viewer !== 'staff' ? (
          <Link component={RouterLink} to={paths.lesson(links.course.slug, links.lesson.id)}>
            {label}
          </Link>
        ) : (
          label
        )}
      </li>,
    );
  }
  if (items.length === 0) return null;
  return (
    <Box component="ul" aria-label={t('TICKETS.LINK.ABOUT')} sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.25 }}>
      {items}
    </Box>
  );
}

function AttachmentList({ ticketId, attachments, thumbnails }: { ticketId: number; attachments: readonly TicketAttachment[]; thumbnails: Readonly<Record<number, string>> }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const download = useSubmit(attachmentDownloadRequest);
  if (attachments.length === 0) return null;
  return (
    <Box component="ul" aria-label={t('TICKETS.ATTACH.LIST')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {attachments.map((a) => {
        const thumb = thumbnails[a.id];
        const isPdf = a.contentType === 'application/pdf';
        const label = t(isPdf ? 'TICKETS.ATTACH.DOWNLOAD_PDF' : 'TICKETS.ATTACH.DOWNLOAD_IMAGE', { name: a.name, size: formatSize(a.size, lang) });
        return (
          <Box component="li" key={a.id} sx={{ display: 'grid', gap: 0.5, justifyItems: 'start', maxWidth: 180 }}>
            {thumb && (
              <Link href={thumb} target="_blank" rel="noopener" aria-label={t('TICKETS.ATTACH.VIEW_IMAGE', { name: a.name })}>
                <Box component="img" src={thumb} alt={a.name} sx={{ display: 'block', width: 160, maxWidth: '100%', height: 110, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
              </Link>
            )}
            <Button size="small" variant="outlined" onClick={() => download.submit({ ticketId, id: a.id, name: a.name })} aria-label={label} sx={{ maxWidth: '100%', textTransform: 'none' }}>
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {isPdf ? `PDF · ${a.name}` : a.name}
              </Box>
            </Button>
          </Box>
        );
      })}
      {download.state.status === 'failed' && (
        <Box component="li" sx={{ flexBasis: '100%' }}>
          <Typography role="alert" color="error" variant="body2">
            {t(errorMessageKey(download.state.error?.code ?? 'UNKNOWN'))}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

const NO_THUMBNAILS: Readonly<Record<number, string>> = {};

/** Loads the thread's image thumbnails (with the token: a plain img cannot carry it) and frees them on leaving. */
function useThumbnails(ticketId: number, messages: readonly TicketMessage[]): Readonly<Record<number, string>> {
  const images = messages.flatMap((m) => m.attachments.filter((a) => a.contentType.startsWith('image/')).map((a) => ({ id: a.id, name: a.name })));
  // useRequest loads again only when the key (the set of images) changes, not with each render.
  const { state } = useRequest(thumbnailsRequest, images.length > 0 ? { ticketId, attachments: images } : null);
  const loaded = state.status === 'succeeded' ? state.data : null;
  useEffect(
    () => () => {
      for (const url of Object.values(loaded ?? {})) URL.revokeObjectURL(url);
    },
    [loaded],
  );
  // Leaving the thread forgets them: their URLs are freed, so a later visit must not show them.
  const dispatch = useAppDispatch();
  useEffect(
    () => () => {
      dispatch(thumbnailsRequest.actions.reset());
    },
    [dispatch],
  );
  const urls = loaded ?? NO_THUMBNAILS;
  return urls;
}

function MessageItem({ ticketId, message, viewer, thumbnails }: { ticketId: number; message: TicketMessage; viewer: Viewer; thumbnails: Readonly<Record<number, string>> }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const note = message.kind === 'note';
  const fromRequester = message.authorRole === 'requester';
  const label = note ? t('TICKETS.INTERNAL_NOTE') : t(authorLabelKey(message.authorRole, viewer));
  // The server names staff "Academy team · <first name>" in English; the chip already says it in the UI's
  // language, so learners and instructors see only the first name beside it.
  const name = message.authorRole === 'staff' && viewer !== 'staff' ? (message.authorName.split(' · ').pop() ?? message.authorName) : message.authorName;
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: fromRequester ? 'flex-start' : 'flex-end' }}>
      <Paper
        component="article"
        variant="outlined"
        aria-label={`${label} · ${formatDateTime(message.createdAt, lang)}`}
        data-kind={message.kind}
        data-role={message.authorRole}
        sx={(theme) => ({
          p: { xs: 1.5, md: 2 },
          borderRadius: 2,
          width: { xs: '100%', sm: '85%' },
          minWidth: 0,
          borderLeftWidth: fromRequester ? 4 : 1,
          borderRightWidth: fromRequester ? 1 : 4,
          borderStyle: note ? 'dashed' : 'solid',
          borderColor: note ? theme.palette.warning.main : fromRequester ? theme.palette.divider : theme.palette.primary.main,
          bgcolor: note ? alpha(theme.palette.warning.main, 0.14) : fromRequester ? 'background.paper' : alpha(theme.palette.primary.main, 0.08),
        })}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.75 }}>
          <Chip size="small" label={label} color={note ? 'warning' : message.authorRole === 'requester' ? 'default' : message.authorRole === 'staff' ? 'primary' : 'secondary'} variant={note ? 'filled' : 'outlined'} />
          {name && (
            <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
              {name}
            </Typography>
          )}
          <Typography component="time" dateTime={message.createdAt} variant="body2" color="text.secondary">
            {formatDateTime(message.createdAt, lang)}
          </Typography>
          {message.fromTicketNumber && (
            <Typography component="span" variant="body2" color="text.secondary">
              {t('TICKETS.FROM_MERGED', { number: message.fromTicketNumber })}
            </Typography>
          )}
        </Box>
        <Typography component="div" lang={contentLang(message.lang, lang)} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Typography>
        {message.attachments.length > 0 && (
          <Box sx={{ mt: 1.5 }}>
            <AttachmentList ticketId={ticketId} attachments={message.attachments} thumbnails={thumbnails} />
          </Box>
        )}
      </Paper>
    </Box>
  );
}

/** The messages, the oldest first. */
export function Thread({ ticketId, messages, viewer }: { ticketId: number; messages: readonly TicketMessage[]; viewer: Viewer }) {
  const { t } = useTranslation();
  // An internal note is never shown to the requester or the instructor, even if one came.
  const shown = viewer === 'staff' ? messages : messages.filter((m) => m.kind !== 'note');
  const thumbnails = useThumbnails(ticketId, shown);
  return (
    <Box component="ol" aria-label={t('TICKETS.THREAD')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {shown.map((m) => (
        <MessageItem key={m.id} ticketId={ticketId} message={m} viewer={viewer} thumbnails={thumbnails} />
      ))}
    </Box>
  );
}

// ---- Attachments being added to a message ---------------------------------------------------------

function PendingAttachment({ item, onRemove, onRetry }: { item: AttachmentItem; onRemove: () => void; onRetry: () => void }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const name = item.file.name;
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 1, alignItems: 'center', border: 1, borderColor: item.status === 'failed' ? 'error.main' : 'divider', borderRadius: 1, px: 1.5, py: 0.75 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name} <Box component="span" sx={{ color: 'text.secondary' }}>· {formatSize(item.file.size, lang)}</Box>
        </Typography>
        {(item.status === 'uploading' || item.status === 'queued') && (
          <LinearProgress
            variant={item.status === 'queued' ? 'indeterminate' : 'determinate'}
            value={Math.round(item.progress * 100)}
            aria-label={t('TICKETS.ATTACH.UPLOADING', { name })}
            sx={{ mt: 0.5 }}
          />
        )}
        {item.status === 'done' && (
          <Typography variant="body2" color="success.main">
            {t('TICKETS.ATTACH.UPLOADED')}
          </Typography>
        )}
        {item.status === 'failed' && (
          <Typography variant="body2" color="error" role="alert">
            {t(errorMessageKey(item.error ?? 'UNKNOWN'))}{' '}
            <Link component="button" type="button" onClick={onRetry} sx={{ verticalAlign: 'baseline' }}>
              {t('TICKETS.ATTACH.RETRY')}
            </Link>
          </Typography>
        )}
      </Box>
      <IconButton size="small" onClick={onRemove} aria-label={t('TICKETS.ATTACH.REMOVE', { name })}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

export interface ReplyFormProps {
  /** The message's label ("Your reply", "Message", "Internal note"). */
  label: string;
  sendLabel: string;
  text: string;
  onTextChange: (text: string) => void;
  onSend: (body: string, attachmentIds: number[]) => void;
  busy: boolean;
  /** The server's refusal, translated. */
  error?: string | null;
  /** Changes after a message was sent: the attachments are cleared. */
  sentKey?: unknown;
  /** Whether files may be attached. */
  attachments?: boolean;
  /** More controls beside the send button (canned replies, the status after the reply). */
  extra?: ReactNode;
  /** Shown above the text box (a new ticket's fields, what a note is). */
  before?: ReactNode;
  /** Checks the other fields when sent (they show their own errors); false: nothing is sent. */
  validate?: () => boolean;
  id?: string;
}

/** A message with its attachments; nothing is sent while a file is still uploading or failed. */
export function ReplyForm({ label, sendLabel, text, onTextChange, onSend, busy, error = null, sentKey, attachments = true, extra, before, validate, id }: ReplyFormProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const baseId = id ?? autoId;
  const actor = useActorRef(ticketAttachmentsMachine);
  const items = useSelector(actor, (s) => s.context.items);
  const refusals = useSelector(actor, (s) => s.context.refusals);
  const [touched, setTouchedState] = useState(false);
  const firstSent = useRef(sentKey);
  useEffect(() => {
    if (sentKey !== firstSent.current) {
      actor.send({ type: 'CLEAR' });
      setTouchedState(false);
    }
  }, [sentKey, actor, setTouchedState]);
  const { ids, ready } = attachmentsReady(items);
  const blank = text.trim() === '';
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setTouchedState(true);
    const othersValid = validate ? validate() : true;
    if (blank || !ready || busy || !othersValid) return;
    onSend(text.trim(), ids);
  };
  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (files.length > 0) actor.send({ type: 'ADD', files });
  };
  const full = items.length >= TICKET_ATTACHMENTS_MAX;
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5 }}>
      {before}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        id={`${baseId}-text`}
        label={label}
        value={text}
        onChange={(e) => onTextChange(e.target.value)}
        multiline
        minRows={4}
        required
        error={touched && blank}
        helperText={touched && blank ? t('TICKETS.MESSAGE_REQUIRED') : t('TICKETS.MESSAGE_HINT', { max: TICKET_MESSAGE_MAX_LENGTH })}
        slotProps={{ htmlInput: { maxLength: TICKET_MESSAGE_MAX_LENGTH } }}
      />
      {attachments && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Box
              component="label"
              htmlFor={`${baseId}-files`}
              sx={(theme) => ({
                display: 'inline-flex',
                alignItems: 'center',
                gap: 1,
                px: 2,
                py: 0.75,
                borderRadius: 1,
                border: 1,
                borderColor: 'primary.main',
                color: 'primary.main',
                fontWeight: 600,
                cursor: full ? 'not-allowed' : 'pointer',
                opacity: full ? 0.5 : 1,
                '&:focus-within': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
              })}
            >
              {t('TICKETS.ATTACH.ADD')}
              <input id={`${baseId}-files`} type="file" multiple accept={ATTACHMENT_ACCEPT} onChange={onFiles} disabled={full} aria-describedby={`${baseId}-files-hint`} style={visuallyHidden} />
            </Box>
            <Typography id={`${baseId}-files-hint`} variant="body2" color="text.secondary">
              {t('TICKETS.ATTACH.HINT', { max: TICKET_ATTACHMENTS_MAX, size: TICKET_ATTACHMENT_MAX_BYTES / (1024 * 1024) })}
            </Typography>
          </Box>
          {refusals.length > 0 && (
            <Alert severity="warning" role="alert">
              {refusals.map((r, i) => (
                <div key={i}>{t(r.key, r.values)}</div>
              ))}
            </Alert>
          )}
          {items.length > 0 && (
            <Box component="ul" aria-label={t('TICKETS.ATTACH.CHOSEN')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
              {items.map((item) => (
                <PendingAttachment key={item.key} item={item} onRemove={() => actor.send({ type: 'REMOVE', key: item.key })} onRetry={() => actor.send({ type: 'RETRY', key: item.key })} />
              ))}
            </Box>
          )}
          {touched && !ready && (
            <Typography variant="body2" color="error" role="alert">
              {t('TICKETS.ATTACH.WAIT')}
            </Typography>
          )}
        </Box>
      )}
      {/* rowGap: when the extra (an outlined select) wraps below the button, its floating label needs room. */}
      <Box sx={{ display: 'flex', columnGap: 1, rowGap: 2.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {sendLabel}
        </Button>
        {extra}
      </Box>
    </Box>
  );
}

/** One row of a list of tickets: the subject links to the thread. */
export function TicketRow({ ticket, to, viewer, extra }: { ticket: TicketSummary; to: string; viewer: Viewer; extra?: ReactNode }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const headingId = `ticket-${ticket.id}`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, md: 2 }, borderRadius: 2, display: 'grid', gap: 0.75, minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: 17, minWidth: 0, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={to} underline="hover">
            {ticket.subject}
          </Link>
          {ticket.unread && (
            <Typography component="span" variant="body2" color="primary" sx={{ ml: 1, fontWeight: 700 }}>
              {t('TICKETS.NEW_ANSWER')}
            </Typography>
          )}
        </Typography>
        <TicketStatusChip status={ticket.status} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {ticket.number} · {t(CATEGORY_KEYS[ticket.category])}
      </Typography>
      <Typography variant="body2">
        {t('TICKETS.LAST_REPLY', { time: formatDateTime(ticket.lastMessageAt, lang), who: t(authorLabelKey(ticket.lastMessageRole, viewer)) })}
      </Typography>
      {extra}
    </Paper>
  );
}

/** The id of the route (a positive whole number), or null. */
export function useTicketId(): number | null {
  const { id } = useParams();
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** The ticket's heading block: subject, number, category, status, dates and links. */
export function TicketHeader({ ticket, viewer, backTo, backLabel, children }: { ticket: TicketDetail; viewer: Viewer; backTo: string; backLabel: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Link component={RouterLink} to={backTo} sx={{ justifySelf: 'start' }}>
        {backLabel}
      </Link>
      <PageHeading focusKey={String(ticket.id)} sx={{ overflowWrap: 'anywhere' }}>
        {ticket.subject}
      </PageHeading>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TicketStatusChip status={ticket.status} />
        <Typography variant="body2" color="text.secondary">
          {ticket.number} · {t(CATEGORY_KEYS[ticket.category])} · {t('TICKETS.OPENED_AT', { time: formatDateTime(ticket.createdAt, lang) })}
        </Typography>
      </Box>
      <TicketLinksView links={ticket.links} viewer={viewer} />
      {children}
    </Box>
  );
}
