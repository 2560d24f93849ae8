// /student/support-ticket: the learner's tickets (number, subject, category, status, the last reply and
// who wrote it) and a new ticket: subject, category, optionally what it is about (one of their orders,
// courses or lessons), the message and up to five images or PDFs. Opening one leads to its thread.
import { studentPaths } from '../../app/areaPaths';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { TicketCategory } from '../../../shared/ticketConstants';
import type { TicketLinkOptions, TicketOpen } from '../../../shared/schemas/tickets';
import { TICKET_SUBJECT_MAX_LENGTH } from '../../../shared/schemaValues';
import { useRequest, useSubmit } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { HeadsetIcon } from '../../components/icons';
import { PageHeading } from '../../components/PageHeading';
import { Pagination } from '../../components/Pagination';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectLanguage } from '../locale';
import { CATEGORY_KEYS, formatDateTime, ReplyForm, TICKET_CATEGORIES, TicketRow } from './ticketViews';
import { myTicketsRequest, openTicketRequest, ticketLinksRequest, TICKETS_PAGE_SIZE } from './ticketsRequests';

/** Long titles wrap in the menu instead of widening it past a phone's screen. */
const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

type AboutValue = '' | `order:${string}` | `course:${number}` | `lesson:${number}`;

function aboutFields(value: AboutValue): Pick<TicketOpen, 'orderId' | 'courseId' | 'lessonId'> {
  if (value.startsWith('order:')) return { orderId: value.slice(6) };
  if (value.startsWith('course:')) return { courseId: Number(value.slice(7)) };
  if (value.startsWith('lesson:')) return { lessonId: Number(value.slice(7)) };
  return {};
}

/** The About select's options, grouped: orders, courses, lessons (each lesson with its course). */
function aboutOptions(links: TicketLinkOptions, t: (key: string, values?: Record<string, unknown>) => string, lang: string) {
  const courseTitle = new Map(links.courses.map((c) => [c.id, c.title]));
  const out: React.ReactNode[] = [
    <MenuItem key="none" value="">
      <em>{t('TICKETS.NEW.ABOUT_NONE')}</em>
    </MenuItem>,
  ];
  if (links.orders.length > 0) {
    out.push(<ListSubheader key="h-orders">{t('TICKETS.NEW.GROUP_ORDERS')}</ListSubheader>);
    for (const o of links.orders) {
      out.push(
        <MenuItem key={`o${o.id}`} value={`order:${o.id}`} sx={WRAP}>
          {[o.number, formatDateTime(o.createdAt, lang), o.courseTitles.join(', ')].filter(Boolean).join(' · ')}
        </MenuItem>,
      );
    }
  }
  if (links.courses.length > 0) {
    out.push(<ListSubheader key="h-courses">{t('TICKETS.NEW.GROUP_COURSES')}</ListSubheader>);
    for (const c of links.courses) {
      out.push(
        <MenuItem key={`c${c.id}`} value={`course:${c.id}`} lang={c.lang} sx={WRAP}>
          {c.title}
        </MenuItem>,
      );
    }
  }
  if (links.lessons.length > 0) {
    out.push(<ListSubheader key="h-lessons">{t('TICKETS.NEW.GROUP_LESSONS')}</ListSubheader>);
    for (const l of links.lessons) {
      out.push(
        <MenuItem key={`l${l.id}`} value={`lesson:${l.id}`} sx={WRAP}>
          {l.title}
          {courseTitle.has(l.courseId) ? ` · ${courseTitle.get(l.courseId) ?? ''}` : ''}
        </MenuItem>,
      );
    }
  }
  return out;
}

export function NewTicketForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const navigate = useNavigate();
  const links = useRequest(ticketLinksRequest, 'mine');
  const open = useSubmit(openTicketRequest);
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<TicketCategory | ''>('');
  const [about, setAbout] = useState<AboutValue>('');
  const [body, setBody] = useState('');
  const [checked, setChecked] = useState(false);
  const subjectBlank = subject.trim() === '';
  const created = open.state.status === 'succeeded' ? open.state.data : null;
  useEffect(() => {
    if (created) navigate(studentPaths.ticket(created.id));
  }, [created, navigate]);
  const linkOptions = links.state.data;
  const fields = (
    <>
      <TextField
        label={t('TICKETS.NEW.SUBJECT')}
        value={subject}
        onChange={(e) => setSubject(e.target.value)}
        required
        autoFocus
        error={checked && subjectBlank}
        helperText={checked && subjectBlank ? t('TICKETS.NEW.SUBJECT_REQUIRED') : ' '}
        slotProps={{ htmlInput: { maxLength: TICKET_SUBJECT_MAX_LENGTH } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' } }}>
        <TextField
          select
          label={t('TICKETS.NEW.CATEGORY')}
          value={category}
          onChange={(e) => setCategory(e.target.value as TicketCategory)}
          required
          error={checked && category === ''}
          helperText={checked && category === '' ? t('TICKETS.NEW.CATEGORY_REQUIRED') : ' '}
        >
          {TICKET_CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>
              {t(CATEGORY_KEYS[c])}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('TICKETS.NEW.ABOUT')}
          value={about}
          onChange={(e) => setAbout(e.target.value as AboutValue)}
          disabled={!linkOptions}
          helperText={links.state.status === 'failed' ? t('TICKETS.NEW.ABOUT_FAILED') : t('TICKETS.NEW.ABOUT_HINT')}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          {linkOptions ? aboutOptions(linkOptions, t, lang) : <MenuItem value="">{t('TICKETS.NEW.ABOUT_NONE')}</MenuItem>}
        </TextField>
      </Box>
    </>
  );
  return (
    <Paper component="section" variant="outlined" aria-labelledby="new-ticket-title" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2, display: 'grid', gap: 2 }}>
      <Typography id="new-ticket-title" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
        {t('TICKETS.NEW.TITLE')}
      </Typography>
      <ReplyForm
        id="new-ticket"
        before={fields}
        validate={() => {
          setChecked(true);
          return !subjectBlank && category !== '';
        }}
        label={t('TICKETS.NEW.MESSAGE')}
        sendLabel={t('TICKETS.SEND')}
        text={body}
        onTextChange={setBody}
        busy={open.state.status === 'loading' || created !== null}
        error={open.state.status === 'failed' ? t(errorMessageKey(open.state.error?.code ?? 'UNKNOWN')) : null}
        onSend={(text, attachmentIds) => {
          if (category === '') return;
          open.submit({ subject: subject.trim(), category, body: text, ...aboutFields(about), ...(attachmentIds.length > 0 ? { attachmentIds } : {}) });
        }}
        extra={
          <Button onClick={onCancel} disabled={open.state.status === 'loading'}>
            {t('TICKETS.CANCEL')}
          </Button>
        }
      />
    </Paper>
  );
}

export default function StudentTicketsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('PAGES.STUDENT_TICKETS.TITLE'));
  const [page, setPage] = useState(1);
  const [composing, setComposing] = useState(false);
  const { state, reload } = useRequest(myTicketsRequest, { page, pageSize: TICKETS_PAGE_SIZE });
  const data = state.data;
  const newButton = (
    <Button variant="contained" onClick={() => setComposing(true)} aria-expanded={composing}>
      {t('TICKETS.NEW_TICKET')}
    </Button>
  );
  let body;
  if (state.status === 'failed' && !data) body = <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('TICKETS.RETRY')} onRetry={reload} />;
  else if (!data) body = <LoadingList count={3} height={96} gap={1.5} radius={2} />;
  else if (data.items.length === 0) body = composing ? null : <EmptyState icon={<HeadsetIcon />} title={t('TICKETS.EMPTY')} text={t('TICKETS.EMPTY_TEXT')} action={newButton} />;
  else
    body = (
      <Box aria-busy={state.status === 'loading'}>
        <Box component="ul" aria-label={t('TICKETS.MY_TICKETS')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {data.items.map((ticket) => (
            <TicketRow key={ticket.id} ticket={ticket} to={studentPaths.ticket(ticket.id)} viewer="requester" />
          ))}
        </Box>
        <Pagination page={page} pageCount={Math.ceil(data.total / TICKETS_PAGE_SIZE)} onChange={setPage} />
      </Box>
    );
  const hasTickets = !!data && data.items.length > 0;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <PageHeading>{t('PAGES.STUDENT_TICKETS.TITLE')}</PageHeading>
          <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>
            {t('PAGES.STUDENT_TICKETS.DESCRIPTION')}
          </Typography>
        </Box>
        {hasTickets && !composing && newButton}
      </Box>
      {composing && <NewTicketForm onCancel={() => setComposing(false)} />}
      {body}
    </Box>
  );
}
