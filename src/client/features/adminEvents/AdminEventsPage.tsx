// /admin/events: every event, drafts too, filtered by kind and status (draft, upcoming, past) and
// searched by title, slug or venue; each with its time in its own time zone, region, seats taken and a
// link to its editor. A list of cards: one column on a phone, rows of a grid on a wide screen.
import { adminPaths } from '../../app/areaPaths';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { isCountryId } from '../../../shared/constants';
import { EVENT_ADMIN_STATUSES } from '../../../shared/schemaValues';
import type { AdminEventRow, EventAdminStatus } from '../../../shared/schemas/adminEvents';
import type { EventKind } from '../../../shared/schemas/content';
import { useRequest } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { FilterSelect } from '../../components/FilterSelect';
import { PageHeading } from '../../components/PageHeading';
import { Pagination } from '../../components/Pagination';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { useAppSelector } from '../../lib/hooks';
import { REGION_KEYS } from '../../lib/localeNames';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { formatNumber } from '../../lib/format';
import { selectLanguage } from '../locale';
import { ADMIN_EVENTS_PAGE_SIZE, adminEventListRequest } from './adminEventsRequests';
import { EVENT_KIND_KEYS, EVENT_KINDS, EVENT_STATUS_KEYS, formatInZone } from './eventLabels';

const STATUS_COLORS: Record<EventAdminStatus, 'default' | 'success' | 'warning' | 'info'> = { draft: 'warning', scheduled: 'info', upcoming: 'success', past: 'default' };

function EventRow({ event }: { event: AdminEventRow }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="admin-event"
      sx={{ p: 2, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1.4fr) minmax(0, 1fr) auto' }, alignItems: 'center' }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={adminPaths.eventEdit(event.id)} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} lang={event.lang === lang ? undefined : event.lang}>
          {event.title}
        </Link>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
          <Chip size="small" label={t(EVENT_KIND_KEYS[event.kind])} />
          <Chip size="small" color={STATUS_COLORS[event.status]} label={t(EVENT_STATUS_KEYS[event.status])} />
        </Box>
      </Box>
      <Typography variant="body2">
        <time dateTime={event.startsAt}>{formatInZone(event.startsAt, lang, event.timeZone)}</time>
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {event.timeZone}
        </Box>
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {isCountryId(event.ctlCountryId) ? t(REGION_KEYS[event.ctlCountryId]) : event.ctlCountryId}
        {event.place && (
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {event.place}
          </Box>
        )}
      </Typography>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {t('ADMIN_EVENTS.SEATS_TAKEN', { count: event.registeredCount, capacity: formatNumber(event.capacity, lang) })}
      </Typography>
    </Paper>
  );
}

export default function AdminEventsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('PAGES.ADMIN_EVENTS.TITLE'));
  const [kind, setKind] = useState<EventKind | ''>('');
  const [status, setStatus] = useState<EventAdminStatus | ''>('');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // The search is sent once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText]);
  const { state, reload } = useRequest(adminEventListRequest, {
    ...(kind ? { kind } : {}),
    ...(status ? { status } : {}),
    ...(search ? { search } : {}),
    page,
    pageSize: ADMIN_EVENTS_PAGE_SIZE,
  });
  const data = state.data;

  let body;
  if (state.status === 'failed') body = <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('ADMIN_EVENTS.RETRY')} onRetry={reload} />;
  else if (!data) body = <LoadingList count={4} height={88} gap={1.5} radius={2} />;
  else if (data.items.length === 0) body = <EmptyState title={t('ADMIN_EVENTS.NONE')} text={t('ADMIN_EVENTS.NONE_TEXT')} />;
  else
    body = (
      <Box aria-busy={state.status === 'loading'}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {data.items.map((event) => (
            <EventRow key={event.id} event={event} />
          ))}
        </Box>
        <Pagination page={page} pageCount={Math.ceil(data.total / ADMIN_EVENTS_PAGE_SIZE)} onChange={setPage} />
      </Box>
    );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between' }}>
        <Box>
          <PageHeading>{t('PAGES.ADMIN_EVENTS.TITLE')}</PageHeading>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('PAGES.ADMIN_EVENTS.DESCRIPTION')}
          </Typography>
        </Box>
        <Button component={RouterLink} to={adminPaths.eventEdit('new')} variant="contained">
          {t('ADMIN_EVENTS.NEW')}
        </Button>
      </Box>
      <Box role="search" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' }, alignItems: 'end' }}>
        <TextField size="small" type="search" label={t('ADMIN_EVENTS.SEARCH')} value={searchText} onChange={(e) => setSearchText(e.target.value)} />
        <FilterSelect
          name="kind"
          label={t('ADMIN_EVENTS.KIND')}
          value={kind}
          options={[{ value: '', label: t('ADMIN_EVENTS.ALL_KINDS') }, ...EVENT_KINDS.map((k) => ({ value: k, label: t(EVENT_KIND_KEYS[k]) }))]}
          onChange={(v) => {
            setKind(v as EventKind | '');
            setPage(1);
          }}
        />
        <FilterSelect
          name="status"
          label={t('ADMIN_EVENTS.STATUS')}
          value={status}
          options={[{ value: '', label: t('ADMIN_EVENTS.ALL_STATUSES') }, ...EVENT_ADMIN_STATUSES.map((s) => ({ value: s, label: t(EVENT_STATUS_KEYS[s]) }))]}
          onChange={(v) => {
            setStatus(v as EventAdminStatus | '');
            setPage(1);
          }}
        />
      </Box>
      {body}
    </Box>
  );
}
