// /admin/events/:id ('new' creates): the event editor. Kind, the texts in the event's language and the
// other three (tabs), region, venue, the venue's time zone with start and end as local date-times there,
// capacity (never below the seats taken), schedule lines, cover, draft or published; Save, Delete (refused
// while people are registered: making the event a draft calls it off) and, once saved, its registrations
// with the CSV and a message to the registrants. Nothing is shown as saved before the server says so; a
// save over someone else's (or a registration's) change is a conflict the admin resolves.
import { adminPaths } from '../../app/areaPaths';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fromPromise } from 'xstate';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { COUNTRY_IDS, FILE_FOLDERS, LANGUAGES, isLanguage, type CountryId, type Language } from '../../../shared/constants';
import { EVENT_MAX_CAPACITY, EVENT_MAX_SCHEDULE_LINES, EVENT_MESSAGE_BODY_MAX, EVENT_MESSAGE_SUBJECT_MAX } from '../../../shared/schemaValues';
import type { AdminEvent } from '../../../shared/schemas/adminEvents';
import type { EventKind } from '../../../shared/schemas/content';
import type { UploadResponse } from '../../../shared/schemas/files';
import * as filesApi from '../../api/filesApi';
import { paths } from '../../app/paths';
import { useRequest, useSubmit } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { FilterSelect } from '../../components/FilterSelect';
import { PageHeading } from '../../components/PageHeading';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { formatDate, formatNumber } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { LANGUAGE_NAMES, REGION_KEYS } from '../../lib/localeNames';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectCountry, selectLanguage } from '../locale';
import { coverUploadMachine, ImageUploadField, RichTextEditor } from '../studio';
import { adminEventRequest, deleteEventRequest, messageRequest, registrantsCsvRequest, registrantsRequest, saveEventRequest } from './adminEventsRequests';
import { emptyForm, formFromEvent, formProblems, newRow, REGION_TIME_ZONES, timeZoneOptions, toWrite, type EventForm, type FormProblem, type TextFields } from './eventForm';
import { EVENT_KIND_KEYS, EVENT_KINDS, EVENT_STATUS_KEYS, formatInZone } from './eventLabels';
import { EventPreview } from './EventPreview';

/** The cover upload's flow, sending the file to the event-cover-image folder. */
const eventCoverMachine = coverUploadMachine.provide({
  actors: { upload: fromPromise<UploadResponse, { file: File }>(({ input, signal }) => filesApi.upload(FILE_FOLDERS.eventCoverImage, input.file, signal)) },
});

/** The browser's zone: a publish time is typed and shown in it (as news and posts). */
const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

function savedNotice(event: AdminEvent): string {
  return event.isDraft ? 'ADMIN_EVENTS.SAVED_DRAFT' : event.status === 'scheduled' ? 'ADMIN_EVENTS.SAVED_SCHEDULED' : 'ADMIN_EVENTS.SAVED_PUBLISHED';
}

const PROBLEM_KEYS: Record<FormProblem, string> = {
  title: 'ADMIN_EVENTS.PROBLEM.TITLE',
  starts: 'ADMIN_EVENTS.PROBLEM.STARTS',
  ends: 'ADMIN_EVENTS.PROBLEM.ENDS',
  capacity: 'ADMIN_EVENTS.PROBLEM.CAPACITY',
  schedule: 'ADMIN_EVENTS.PROBLEM.SCHEDULE',
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography component="h2" variant="h6" id={id}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function TextsEditor({ form, setForm }: { form: EventForm; setForm: (change: (f: EventForm) => EventForm) => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Language>(form.lang);
  const texts = form.texts[tab];
  const set = (patch: Partial<TextFields>) => setForm((f) => ({ ...f, texts: { ...f.texts, [tab]: { ...f.texts[tab], ...patch } } }));
  const own = tab === form.lang;
  return (
    <>
      <Box sx={{ maxWidth: 320 }}>
        <FilterSelect
          name="lang"
          label={t('ADMIN_EVENTS.LANGUAGE')}
          value={form.lang}
          options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
          onChange={(v) => {
            if (!isLanguage(v)) return;
            setForm((f) => ({ ...f, lang: v }));
            setTab(v);
          }}
        />
      </Box>
      <Tabs value={tab} onChange={(_e, v: Language) => setTab(v)} variant="scrollable" allowScrollButtonsMobile aria-label={t('ADMIN_EVENTS.TEXTS_BY_LANGUAGE')}>
        {LANGUAGES.map((l) => (
          <Tab key={l} value={l} id={`event-texts-tab-${l}`} aria-controls="event-texts-panel" label={l === form.lang ? t('ADMIN_EVENTS.TAB_MAIN', { language: LANGUAGE_NAMES[l] }) : LANGUAGE_NAMES[l]} />
        ))}
      </Tabs>
      <Box role="tabpanel" id="event-texts-panel" aria-labelledby={`event-texts-tab-${tab}`} sx={{ display: 'grid', gap: 2 }}>
        {!own && (
          <Typography variant="body2" color="text.secondary">
            {t('ADMIN_EVENTS.TRANSLATION_HINT', { language: LANGUAGE_NAMES[form.lang] })}
          </Typography>
        )}
        <TextField
          label={t('ADMIN_EVENTS.TITLE')}
          required={own}
          value={texts.title}
          onChange={(e) => set({ title: e.target.value })}
          slotProps={{ htmlInput: { lang: tab, maxLength: 200 } }}
        />
        <TextField label={t('ADMIN_EVENTS.SUMMARY')} multiline minRows={2} value={texts.summary} onChange={(e) => set({ summary: e.target.value })} slotProps={{ htmlInput: { lang: tab, maxLength: 500 } }} />
        <Box lang={tab}>
          <RichTextEditor key={tab} label={t('ADMIN_EVENTS.DESCRIPTION')} value={texts.description} onChange={(description) => set({ description })} />
        </Box>
      </Box>
    </>
  );
}

function ScheduleEditor({ form, setForm }: { form: EventForm; setForm: (change: (f: EventForm) => EventForm) => void }) {
  const { t } = useTranslation();
  const setRow = (key: number, patch: { time?: string; title?: string }) => setForm((f) => ({ ...f, schedule: f.schedule.map((r) => (r.key === key ? { ...r, ...patch } : r)) }));
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('ADMIN_EVENTS.SCHEDULE_HINT', { zone: form.timeZone })}
      </Typography>
      {form.schedule.length === 0 && <Typography color="text.secondary">{t('ADMIN_EVENTS.SCHEDULE_EMPTY')}</Typography>}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {form.schedule.map((row, i) => (
          <Box component="li" key={row.key} data-testid="schedule-row" sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '120px minmax(0, 1fr) auto' }, alignItems: 'center' }}>
            <TextField size="small" type="time" label={t('ADMIN_EVENTS.SCHEDULE_TIME', { n: i + 1 })} value={row.time} onChange={(e) => setRow(row.key, { time: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField size="small" label={t('ADMIN_EVENTS.SCHEDULE_TITLE', { n: i + 1 })} value={row.title} onChange={(e) => setRow(row.key, { title: e.target.value })} slotProps={{ htmlInput: { maxLength: 200, lang: form.lang } }} />
            <IconButton aria-label={t('ADMIN_EVENTS.SCHEDULE_REMOVE', { n: i + 1 })} onClick={() => setForm((f) => ({ ...f, schedule: f.schedule.filter((r) => r.key !== row.key) }))}>
              <Box component="span" aria-hidden sx={{ fontSize: 18, lineHeight: 1 }}>
                ✕
              </Box>
            </IconButton>
          </Box>
        ))}
      </Box>
      <Button
        variant="outlined"
        sx={{ justifySelf: 'start' }}
        disabled={form.schedule.length >= EVENT_MAX_SCHEDULE_LINES}
        onClick={() => setForm((f) => ({ ...f, schedule: [...f.schedule, newRow()] }))}
      >
        {t('ADMIN_EVENTS.SCHEDULE_ADD')}
      </Button>
    </>
  );
}

function TimeZoneSelect({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { regional, others } = timeZoneOptions();
  const all = regional.includes(value) || others.includes(value) ? others : [value, ...others];
  return (
    <TextField
      id={id}
      select
      label={t('ADMIN_EVENTS.TIME_ZONE')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      helperText={t('ADMIN_EVENTS.TIME_ZONE_HINT')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <optgroup label={t('ADMIN_EVENTS.TIME_ZONES_REGIONS')}>
        {regional.map((z) => (
          <option key={z} value={z}>
            {z}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('ADMIN_EVENTS.TIME_ZONES_OTHERS')}>
        {all.map((z) => (
          <option key={z} value={z}>
            {z}
          </option>
        ))}
      </optgroup>
    </TextField>
  );
}

function MessageDialog({ eventId, count, onClose }: { eventId: number; count: number; onClose: (sentTo: number | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { state, submit } = useSubmit(messageRequest);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [touched, setTouched] = useState(false);
  const busy = state.status === 'loading';
  useEffect(() => {
    if (state.status === 'succeeded' && state.data) onClose(state.data.recipients);
  }, [state, onClose]);
  const send = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setTouched(true);
    if (!subject.trim() || !body.trim() || busy) return;
    submit({ id: eventId, message: { subject: subject.trim(), body: body.trim() } });
  };
  return (
    <Dialog open onClose={() => !busy && onClose(null)} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <form onSubmit={send} noValidate>
        <DialogTitle id={`${id}-title`}>{t('ADMIN_EVENTS.MESSAGE_TITLE')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{t('ADMIN_EVENTS.MESSAGE_TEXT', { count })}</DialogContentText>
          <TextField
            autoFocus
            label={t('ADMIN_EVENTS.MESSAGE_SUBJECT')}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            required
            error={touched && !subject.trim()}
            helperText={touched && !subject.trim() ? t('ADMIN_EVENTS.REQUIRED') : ' '}
            slotProps={{ htmlInput: { maxLength: EVENT_MESSAGE_SUBJECT_MAX } }}
          />
          <TextField
            label={t('ADMIN_EVENTS.MESSAGE_BODY')}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            required
            multiline
            minRows={5}
            error={touched && !body.trim()}
            helperText={touched && !body.trim() ? t('ADMIN_EVENTS.REQUIRED') : t('ADMIN_EVENTS.MESSAGE_HINT')}
            slotProps={{ htmlInput: { maxLength: EVENT_MESSAGE_BODY_MAX } }}
          />
          {state.status === 'failed' && (
            <Alert severity="error" role="alert">
              {t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(null)} disabled={busy}>
            {t('ADMIN_EVENTS.CANCEL')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('ADMIN_EVENTS.MESSAGE_SEND')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function RegistrationsPanel({ event }: { event: AdminEvent }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const { state, reload } = useRequest(registrantsRequest, event.id);
  const csv = useSubmit(registrantsCsvRequest);
  const [messaging, setMessaging] = useState(false);
  const [sentTo, setSentTo] = useState<number | null>(null);
  const closeMessage = useCallback((n: number | null) => {
    setMessaging(false);
    if (n !== null) setSentTo(n);
  }, []);
  const data = state.data;
  const count = data?.registeredCount ?? event.registeredCount;
  const capacity = data?.capacity ?? event.capacity;
  let list;
  if (state.status === 'failed') list = <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('ADMIN_EVENTS.RETRY')} onRetry={reload} />;
  else if (!data) list = <LoadingList count={2} height={48} />;
  else if (data.items.length === 0) list = <Typography color="text.secondary">{t('ADMIN_EVENTS.REGISTRATIONS_NONE')}</Typography>;
  else
    list = (
      <Box component="ol" aria-label={t('ADMIN_EVENTS.REGISTRATIONS')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {data.items.map((r) => (
          <Box component="li" key={r.username} data-testid="registrant" sx={{ display: 'grid', gap: 0.25, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr) auto' }, py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {r.name}{' '}
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                @{r.username}
              </Box>
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {r.email}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={r.registeredAt}>{formatDate(r.registeredAt, lang)}</time>
            </Typography>
          </Box>
        ))}
      </Box>
    );
  return (
    <Section title={t('ADMIN_EVENTS.REGISTRATIONS')}>
      <Typography data-testid="registration-count" sx={{ fontWeight: 700 }}>
        {t('ADMIN_EVENTS.SEATS_TAKEN', { count, capacity: formatNumber(capacity, lang) })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => csv.submit(event.id)} disabled={csv.state.status === 'loading' || count === 0}>
          {t('ADMIN_EVENTS.DOWNLOAD_CSV')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            setSentTo(null);
            setMessaging(true);
          }}
          disabled={count === 0}
        >
          {t('ADMIN_EVENTS.MESSAGE')}
        </Button>
        <Button onClick={reload}>{t('ADMIN_EVENTS.REFRESH')}</Button>
      </Box>
      <Box aria-live="polite">
        {sentTo !== null && (
          <Alert severity="success" onClose={() => setSentTo(null)}>
            {t('ADMIN_EVENTS.MESSAGE_SENT', { count: sentTo })}
          </Alert>
        )}
        {csv.state.status === 'failed' && <Alert severity="error">{t(errorMessageKey(csv.state.error?.code ?? 'UNKNOWN'))}</Alert>}
      </Box>
      {list}
      {messaging && <MessageDialog eventId={event.id} count={count} onClose={closeMessage} />}
    </Section>
  );
}

function DeleteDialog({ busy, error, onCancel, onConfirm }: { busy: boolean; error: string | null; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog open onClose={() => !busy && onCancel()} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{t('ADMIN_EVENTS.DELETE_TITLE')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{t('ADMIN_EVENTS.DELETE_TEXT')}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('ADMIN_EVENTS.CANCEL')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {t('ADMIN_EVENTS.DELETE_CONFIRM')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function EventEditor({ initial, onReload }: { initial: AdminEvent | null; onReload: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const uiLang = useAppSelector(selectLanguage);
  const country = useAppSelector(selectCountry);
  const [form, setFormState] = useState<EventForm>(() => (initial ? formFromEvent(initial) : emptyForm(uiLang, country)));
  const [saved, setSaved] = useState<AdminEvent | null>(initial);
  const [zoneTouched, setZoneTouched] = useState(initial !== null);
  const [showProblems, setShowProblems] = useState(false);
  // A new event's first save moves to its own address; the page there says it was saved.
  const location = useLocation() as { state?: { notice?: string } | null };
  const [notice, setNotice] = useState<string | null>(location.state?.notice ?? null);
  const [deleting, setDeleting] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const save = useSubmit(saveEventRequest);
  const remove = useSubmit(deleteEventRequest);
  const setForm = useCallback((change: (f: EventForm) => EventForm) => {
    setFormState(change);
    setNotice(null);
  }, []);
  const registered = saved?.registeredCount ?? 0;
  const problems = formProblems(form, registered);

  // One answer handled once.
  const [handled, setHandled] = useState<unknown>(null);
  if (save.state.status === 'succeeded' && save.state.data && save.state.data !== handled) {
    const answer = save.state.data;
    setHandled(answer);
    setSaved(answer);
    setNotice(savedNotice(answer));
    setFormState((f) => ({ ...f, slug: answer.slug }));
  }
  useEffect(() => {
    if (!initial && saved) navigate(adminPaths.eventEdit(saved.id), { replace: true, state: { notice: savedNotice(saved) } });
  }, [initial, saved, navigate]);
  useEffect(() => {
    if (remove.state.status === 'succeeded') navigate(adminPaths.events());
  }, [remove.state.status, navigate]);

  const submit = (overwrite = false) => {
    setShowProblems(true);
    if (problems.length) return;
    save.submit({ id: saved?.id ?? null, event: toWrite(form), version: saved?.version ?? 0, overwrite });
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    submit();
  };
  const conflict = save.state.status === 'failed' && save.state.error?.code === 'VERSION_CONFLICT';
  const saveError = save.state.status === 'failed' && !conflict ? t(errorMessageKey(save.state.error?.code ?? 'UNKNOWN')) : null;
  const busy = save.state.status === 'loading';
  const title = saved ? saved.title : t('ADMIN_EVENTS.NEW_TITLE');
  useDocumentTitle(saved ? `${saved.title} · ${t('PAGES.ADMIN_EVENT_EDIT.TITLE')}` : t('ADMIN_EVENTS.NEW_TITLE'));

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Link component={RouterLink} to={adminPaths.events()}>
          {t('ADMIN_EVENTS.BACK')}
        </Link>
        <PageHeading sx={{ mt: 1, overflowWrap: 'anywhere' }} lang={saved && saved.lang !== uiLang ? saved.lang : undefined}>
          {title}
        </PageHeading>
        {saved && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t(EVENT_STATUS_KEYS[saved.status])}
            {saved.status === 'scheduled' && ` · ${t('ADMIN_EVENTS.GOES_PUBLIC', { date: formatInZone(saved.publishedAt, uiLang, BROWSER_ZONE) })}`}
            {(saved.status === 'upcoming' || saved.status === 'past') && (
              <>
                {' · '}
                {/* Underlined: in a line of text, colour alone would not tell it is a link. */}
                <Link component={RouterLink} to={paths.contentItem(saved.kind, saved.slug)} underline="always">
                  {t('ADMIN_EVENTS.VIEW_PUBLIC')}
                </Link>
              </>
            )}
          </Typography>
        )}
      </Box>
      <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }} aria-label={t('ADMIN_EVENTS.FORM')}>
        <Section title={t('ADMIN_EVENTS.SECTION_TEXTS')}>
          <Box sx={{ maxWidth: 320 }}>
            <FilterSelect
              name="kind"
              label={t('ADMIN_EVENTS.KIND')}
              value={form.kind}
              options={EVENT_KINDS.map((k) => ({ value: k, label: t(EVENT_KIND_KEYS[k]) }))}
              onChange={(v) => setForm((f) => ({ ...f, kind: v as EventKind }))}
            />
          </Box>
          <TextsEditor form={form} setForm={setForm} />
          <TextField
            label={t('ADMIN_EVENTS.SLUG')}
            value={form.slug}
            onChange={(e) => setForm((f) => ({ ...f, slug: e.target.value.toLowerCase() }))}
            helperText={t('ADMIN_EVENTS.SLUG_HINT')}
            slotProps={{ htmlInput: { maxLength: 120, pattern: '[a-z0-9\\-]*' } }}
          />
          <ImageUploadField
            name={form.coverImage}
            folder={FILE_FOLDERS.eventCoverImage}
            machine={eventCoverMachine}
            labels={{ image: t('ADMIN_EVENTS.COVER'), choose: t('ADMIN_EVENTS.COVER_UPLOAD'), replace: t('ADMIN_EVENTS.COVER_REPLACE'), uploading: t('ADMIN_EVENTS.COVER_UPLOADING'), remove: t('ADMIN_EVENTS.COVER_REMOVE') }}
            imageSx={{ width: 240, aspectRatio: '16 / 9', objectFit: 'cover' }}
            onChange={(coverImage) => setForm((f) => ({ ...f, coverImage }))}
          />
        </Section>

        <Section title={t('ADMIN_EVENTS.SECTION_WHERE_WHEN')}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
            <FilterSelect
              name="region"
              label={t('ADMIN_EVENTS.REGION')}
              value={String(form.ctlCountryId)}
              options={COUNTRY_IDS.map((c) => ({ value: String(c), label: t(REGION_KEYS[c]) }))}
              onChange={(v) => {
                const id = Number(v) as CountryId;
                setForm((f) => ({ ...f, ctlCountryId: id, timeZone: zoneTouched ? f.timeZone : REGION_TIME_ZONES[id] }));
              }}
            />
            <TextField label={t('ADMIN_EVENTS.VENUE')} value={form.place} onChange={(e) => setForm((f) => ({ ...f, place: e.target.value }))} helperText={t('ADMIN_EVENTS.VENUE_HINT')} slotProps={{ htmlInput: { maxLength: 200 } }} />
            <TimeZoneSelect
              value={form.timeZone}
              onChange={(timeZone) => {
                setZoneTouched(true);
                setForm((f) => ({ ...f, timeZone }));
              }}
            />
            <Box />
            <TextField
              type="datetime-local"
              label={t('ADMIN_EVENTS.STARTS')}
              value={form.startsLocal}
              required
              onChange={(e) => setForm((f) => ({ ...f, startsLocal: e.target.value.slice(0, 16) }))}
              error={showProblems && problems.includes('starts')}
              helperText={t('ADMIN_EVENTS.LOCAL_TIME_IN', { zone: form.timeZone })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="datetime-local"
              label={t('ADMIN_EVENTS.ENDS')}
              value={form.endsLocal}
              required
              onChange={(e) => setForm((f) => ({ ...f, endsLocal: e.target.value.slice(0, 16) }))}
              error={showProblems && problems.includes('ends')}
              helperText={t('ADMIN_EVENTS.LOCAL_TIME_IN', { zone: form.timeZone })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: form.startsLocal || undefined } }}
            />
            <TextField
              type="number"
              label={t('ADMIN_EVENTS.CAPACITY')}
              value={form.capacity}
              required
              onChange={(e) => setForm((f) => ({ ...f, capacity: e.target.value }))}
              error={showProblems && problems.includes('capacity')}
              helperText={t('ADMIN_EVENTS.CAPACITY_HINT', { count: registered })}
              slotProps={{ htmlInput: { min: Math.max(1, registered), max: EVENT_MAX_CAPACITY, step: 1, inputMode: 'numeric' } }}
            />
          </Box>
        </Section>

        <Section title={t('ADMIN_EVENTS.SCHEDULE')}>
          <ScheduleEditor form={form} setForm={setForm} />
        </Section>

        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
          <FormControlLabel
            control={<Switch checked={!form.isDraft} onChange={(e) => setForm((f) => ({ ...f, isDraft: !e.target.checked }))} />}
            label={t('ADMIN_EVENTS.PUBLISHED')}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
            {t(form.isDraft ? 'ADMIN_EVENTS.DRAFT_HINT' : 'ADMIN_EVENTS.PUBLISHED_HINT')}
          </Typography>
          {!form.isDraft && (
            <TextField
              type="datetime-local"
              label={t('ADMIN_EVENTS.PUBLISH_AT')}
              value={form.publishAtLocal}
              onChange={(e) => setForm((f) => ({ ...f, publishAtLocal: e.target.value.slice(0, 16) }))}
              helperText={t('ADMIN_EVENTS.PUBLISH_AT_HINT')}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ maxWidth: 360 }}
            />
          )}
          <Box aria-live="polite" sx={{ display: 'grid', gap: 1 }}>
            {showProblems && problems.length > 0 && (
              <Alert severity="error">
                {problems.map((p) => (
                  <div key={p}>{t(PROBLEM_KEYS[p], { count: registered })}</div>
                ))}
              </Alert>
            )}
            {saveError && <Alert severity="error">{saveError}</Alert>}
            {conflict && (
              <Alert
                severity="warning"
                action={
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <Button color="inherit" size="small" onClick={() => submit(true)}>
                      {t('ADMIN_EVENTS.CONFLICT_OVERWRITE')}
                    </Button>
                    <Button color="inherit" size="small" onClick={onReload}>
                      {t('ADMIN_EVENTS.CONFLICT_RELOAD')}
                    </Button>
                  </Box>
                }
              >
                {t('ADMIN_EVENTS.CONFLICT')}
              </Alert>
            )}
            {notice && <Alert severity="success">{t(notice)}</Alert>}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" size="large" disabled={busy}>
                {t('ADMIN_EVENTS.SAVE')}
              </Button>
              <Button variant="outlined" size="large" aria-expanded={previewing} onClick={() => setPreviewing((p) => !p)}>
                {t(previewing ? 'ADMIN_EVENTS.PREVIEW_HIDE' : 'ADMIN_EVENTS.PREVIEW')}
              </Button>
            </Box>
            {saved && (
              <Button color="error" variant="outlined" onClick={() => setDeleting(true)}>
                {t('ADMIN_EVENTS.DELETE')}
              </Button>
            )}
          </Box>
        </Paper>
      </Box>

      {previewing && <EventPreview form={form} uiLang={uiLang} />}
      {saved && <RegistrationsPanel key={saved.version} event={saved} />}
      {deleting && saved && (
        <DeleteDialog
          busy={remove.state.status === 'loading'}
          error={remove.state.status === 'failed' ? t(errorMessageKey(remove.state.error?.code ?? 'UNKNOWN')) : null}
          onCancel={() => {
            remove.reset();
            setDeleting(false);
          }}
          onConfirm={() => remove.submit(saved.id)}
        />
      )}
    </Box>
  );
}

export default function AdminEventEditPage() {
  const { t } = useTranslation();
  const { id: param = 'new' } = useParams();
  const id = param === 'new' ? null : Number(param);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const { state, reload } = useRequest(adminEventRequest, valid && id !== null ? id : null);
  const [generation, setGeneration] = useState(0);
  const reloadEditor = useCallback(() => {
    setGeneration((g) => g + 1);
    reload();
  }, [reload]);
  useDocumentTitle(t('PAGES.ADMIN_EVENT_EDIT.TITLE'));
  if (!valid) return <EmptyState title={t('ERRORS.EVENT_NOT_FOUND')} action={<Button component={RouterLink} to={adminPaths.events()}>{t('ADMIN_EVENTS.BACK')}</Button>} />;
  if (id === null) return <EventEditor key="new" initial={null} onReload={reloadEditor} />;
  if (state.status === 'failed') {
    if (state.error?.status === 404) return <EmptyState title={t('ERRORS.EVENT_NOT_FOUND')} action={<Button component={RouterLink} to={adminPaths.events()}>{t('ADMIN_EVENTS.BACK')}</Button>} />;
    return <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('ADMIN_EVENTS.RETRY')} onRetry={reload} />;
  }
  if (state.status !== 'succeeded' || !state.data) return <LoadingList count={4} height={120} gap={2} />;
  return <EventEditor key={`${id}:${generation}`} initial={state.data} onReload={reloadEditor} />;
}
