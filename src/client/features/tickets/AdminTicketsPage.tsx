// /admin/support: the staff's ticket queue. Filters: status (active by default), category, assignee (me,
// unassigned, anyone), a search (subject, requester, number) and the order (the longest waiting first, or
// the newest activity). Each row: requester, subject, category, status, assignee and since when it waits.
// The canned replies are managed from here.
import { adminPaths } from '../../app/areaPaths';
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { TicketCategory } from '../../../shared/ticketConstants';
import type { AdminTicketItem, AdminTicketStatusFilter, AdminTicketsQuery } from '../../../shared/schemas/tickets';
import { ADMIN_TICKET_STATUS_FILTERS, TICKET_SEARCH_MAX_LENGTH } from '../../../shared/schemaValues';
import { useRequest } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import { Pagination } from '../../components/Pagination';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectLanguage } from '../locale';
import { CannedRepliesDialog } from './CannedRepliesDialog';
import { CATEGORY_KEYS, formatAgo, formatDateTime, STATUS_KEYS, TICKET_CATEGORIES, TicketStatusChip } from './ticketViews';
import { adminTicketsRequest, TICKETS_PAGE_SIZE } from './ticketsRequests';

const STATUS_FILTER_KEYS: { readonly [F in AdminTicketStatusFilter]: string } = {
  active: 'TICKETS.ADMIN.FILTER_ACTIVE',
  new: STATUS_KEYS.new.key,
  open: STATUS_KEYS.open.key,
  pending: STATUS_KEYS.pending.key,
  resolved: STATUS_KEYS.resolved.key,
  closed: STATUS_KEYS.closed.key,
  all: 'TICKETS.ADMIN.FILTER_ALL',
};

type AssigneeFilter = 'anyone' | 'me' | 'none';
const ASSIGNEE_KEYS: { readonly [A in AssigneeFilter]: string } = { anyone: 'TICKETS.ADMIN.ASSIGNEE_ANYONE', me: 'TICKETS.ADMIN.ASSIGNEE_ME', none: 'TICKETS.ADMIN.ASSIGNEE_NONE' };

interface Filters {
  status: AdminTicketStatusFilter;
  category: TicketCategory | 'all';
  assignee: AssigneeFilter;
  search: string;
  sort: 'waiting' | 'newest';
}

export function queryOf(f: Filters, page: number): AdminTicketsQuery {
  return {
    status: f.status,
    ...(f.category !== 'all' ? { category: f.category } : {}),
    ...(f.assignee !== 'anyone' ? { assignee: f.assignee } : {}),
    ...(f.search.trim() !== '' ? { search: f.search.trim() } : {}),
    sort: f.sort,
    page,
    pageSize: TICKETS_PAGE_SIZE,
  };
}

function QueueRow({ item }: { item: AdminTicketItem }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const headingId = `queue-${item.id}`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, md: 2 }, borderRadius: 2, display: 'grid', gap: 0.75, minWidth: 0, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 220px' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
        <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: 17, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={adminPaths.ticket(item.id)} underline="hover">
            {item.subject}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {item.number} · {item.requester.name || item.requester.username} (@{item.requester.username})
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', alignItems: 'center' }}>
          <TicketStatusChip status={item.status} />
          <Chip size="small" variant="outlined" label={t(CATEGORY_KEYS[item.category])} />
          {item.forwarded && <Chip size="small" variant="outlined" color="secondary" label={t('TICKETS.ADMIN.FORWARDED')} />}
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.25, fontSize: 14 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('TICKETS.ADMIN.WAITING_SINCE')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: item.waitingSince ? 700 : 400 }}>
          {item.waitingSince ? (
            <time dateTime={item.waitingSince} title={formatDateTime(item.waitingSince, lang)}>
              {formatAgo(item.waitingSince, lang)}
            </time>
          ) : (
            t('TICKETS.ADMIN.NOT_WAITING')
          )}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('TICKETS.ADMIN.ASSIGNEE')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {item.assignee ? item.assignee.name || item.assignee.username : t('TICKETS.ADMIN.UNASSIGNED')}
        </Typography>
      </Box>
    </Paper>
  );
}

export default function AdminTicketsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('PAGES.ADMIN_TICKETS.TITLE'));
  const [filters, setFilters] = useState<Filters>({ status: 'active', category: 'all', assignee: 'anyone', search: '', sort: 'waiting' });
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [managing, setManaging] = useState(false);
  const { state, reload } = useRequest(adminTicketsRequest, queryOf(filters, page));
  const data = state.data;
  const change = (next: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  };
  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    change({ search: searchText });
  };

  let body;
  if (state.status === 'failed' && !data) body = <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('TICKETS.RETRY')} onRetry={reload} />;
  else if (!data) body = <LoadingList count={4} height={110} gap={1.5} radius={2} />;
  else if (data.items.length === 0) body = <EmptyState title={t(filters.status === 'active' ? 'TICKETS.ADMIN.NONE_ACTIVE' : 'TICKETS.ADMIN.NONE')} />;
  else
    body = (
      <Box aria-busy={state.status === 'loading'}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
          {t('TICKETS.ADMIN.COUNT', { count: data.total })}
        </Typography>
        <Box component="ul" aria-label={t('TICKETS.ADMIN.QUEUE')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {data.items.map((item) => (
            <QueueRow key={item.id} item={item} />
          ))}
        </Box>
        <Pagination page={page} pageCount={Math.ceil(data.total / TICKETS_PAGE_SIZE)} onChange={setPage} />
      </Box>
    );

  const selectSx = { minWidth: { sm: 180 } };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <PageHeading>{t('PAGES.ADMIN_TICKETS.TITLE')}</PageHeading>
          <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>
            {t('PAGES.ADMIN_TICKETS.DESCRIPTION')}
          </Typography>
        </Box>
        <Button variant="outlined" onClick={() => setManaging(true)} aria-haspopup="dialog">
          {t('TICKETS.CANNED.MANAGE')}
        </Button>
      </Box>
      <Box component="section" aria-label={t('TICKETS.ADMIN.FILTERS')} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
        <TextField select size="small" label={t('TICKETS.ADMIN.STATUS')} value={filters.status} onChange={(e) => change({ status: e.target.value as AdminTicketStatusFilter })} sx={selectSx}>
          {ADMIN_TICKET_STATUS_FILTERS.map((s) => (
            <MenuItem key={s} value={s}>
              {t(STATUS_FILTER_KEYS[s])}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('TICKETS.ADMIN.CATEGORY')} value={filters.category} onChange={(e) => change({ category: e.target.value as TicketCategory | 'all' })} sx={selectSx}>
          <MenuItem value="all">{t('TICKETS.ADMIN.CATEGORY_ALL')}</MenuItem>
          {TICKET_CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>
              {t(CATEGORY_KEYS[c])}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('TICKETS.ADMIN.ASSIGNEE')} value={filters.assignee} onChange={(e) => change({ assignee: e.target.value as AssigneeFilter })} sx={selectSx}>
          {(['anyone', 'me', 'none'] as const).map((a) => (
            <MenuItem key={a} value={a}>
              {t(ASSIGNEE_KEYS[a])}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('TICKETS.ADMIN.SORT')} value={filters.sort} onChange={(e) => change({ sort: e.target.value as Filters['sort'] })} sx={selectSx}>
          <MenuItem value="waiting">{t('TICKETS.ADMIN.SORT_WAITING')}</MenuItem>
          <MenuItem value="newest">{t('TICKETS.ADMIN.SORT_NEWEST')}</MenuItem>
        </TextField>
        <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', gap: 1, gridColumn: '1 / -1' }}>
          <TextField
            size="small"
            type="search"
            label={t('TICKETS.ADMIN.SEARCH')}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            slotProps={{ htmlInput: { maxLength: TICKET_SEARCH_MAX_LENGTH } }}
            sx={{ flex: '1 1 auto', minWidth: 0 }}
          />
          <Button type="submit" variant="outlined">
            {t('TICKETS.ADMIN.SEARCH_GO')}
          </Button>
        </Box>
      </Box>
      {body}
      {managing && <CannedRepliesDialog onClose={() => setManaging(false)} />}
    </Box>
  );
}
