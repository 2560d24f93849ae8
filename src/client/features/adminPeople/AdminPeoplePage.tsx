// /admin/people: everyone with an account, newest first. Search by part of a name, username or e-mail
// (sent a moment after typing stops), filter by role and status; a table on wide screens, cards on a
// phone; each person links to their page. The filters live in the address (?search&role&status&page),
// so the back button from a person returns to the same list. People on the page shown may be selected
// (a checkbox per row or card, one for the page) and disabled or enabled at once: confirmed with the
// count, answered per person (done, already so, refused with the reason), and undone with one click.
import { adminPaths } from '../../app/areaPaths';
import { useEffect, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '../../../shared/constants';
import { PERSON_SEARCH_MAX_LENGTH, PERSON_STATUSES, type PersonStatus } from '../../../shared/adminPeopleValues';
import type { AdminPeopleQuery, AdminPerson } from '../../../shared/schemas/adminPeople';
import { useRequest } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import { Pagination } from '../../components/Pagination';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { BulkControls, RowCheckbox, SelectAllCheckbox, useBulkAction, type BulkActionKeys } from '../admin';
import { selectLanguage } from '../locale';
import { PEOPLE_PAGE_SIZE, peopleBulkRequest, peopleListRequest } from './adminPeopleRequests';

/** How long typing pauses before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 350;

export const ROLE_KEYS: { readonly [R in Role]: string } = { student: 'ADMIN_PEOPLE.ROLE.STUDENT', instructor: 'ADMIN_PEOPLE.ROLE.INSTRUCTOR', admin: 'ADMIN_PEOPLE.ROLE.ADMIN' };
export const STATUS_KEYS: { readonly [S in PersonStatus]: string } = { active: 'ADMIN_PEOPLE.STATUS.ACTIVE', disabled: 'ADMIN_PEOPLE.STATUS.DISABLED', unverified: 'ADMIN_PEOPLE.STATUS.UNVERIFIED' };
const STATUS_COLORS = { active: 'success', disabled: 'error', unverified: 'warning' } as const;

/** The bulk actions: disable (the harmful one) and enable, each the undo of the other. */
const PEOPLE_BULK_ORDER = ['disable', 'enable'] as const;
const PEOPLE_BULK_KEYS: Record<(typeof PEOPLE_BULK_ORDER)[number], BulkActionKeys> = {
  disable: {
    button: 'ADMIN_PEOPLE.BULK.DISABLE',
    title: 'ADMIN_PEOPLE.BULK.DISABLE_TITLE',
    text: 'ADMIN_PEOPLE.BULK.DISABLE_TEXT',
    confirm: 'ADMIN_PEOPLE.BULK.DISABLE_CONFIRM',
    done: 'ADMIN_PEOPLE.BULK.DONE_DISABLE',
    undo: 'ADMIN_PEOPLE.BULK.UNDO_DISABLE',
  },
  enable: {
    button: 'ADMIN_PEOPLE.BULK.ENABLE',
    title: 'ADMIN_PEOPLE.BULK.ENABLE_TITLE',
    text: 'ADMIN_PEOPLE.BULK.ENABLE_TEXT',
    confirm: 'ADMIN_PEOPLE.BULK.ENABLE_CONFIRM',
    done: 'ADMIN_PEOPLE.BULK.DONE_ENABLE',
    undo: 'ADMIN_PEOPLE.BULK.UNDO_ENABLE',
  },
};

export function statusOf(person: Pick<AdminPerson, 'disabled' | 'isEmailVerified'>): PersonStatus {
  if (person.disabled) return 'disabled';
  return person.isEmailVerified ? 'active' : 'unverified';
}

export const personName = (p: Pick<AdminPerson, 'firstName' | 'lastName' | 'username'>) => `${p.firstName} ${p.lastName}`.trim() || p.username;

export function RoleChip({ role }: { role: Role }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={role === 'admin' ? 'secondary' : role === 'instructor' ? 'primary' : 'default'} label={t(ROLE_KEYS[role])} />;
}

export function StatusChip({ person }: { person: Pick<AdminPerson, 'disabled' | 'isEmailVerified'> }) {
  const { t } = useTranslation();
  const status = statusOf(person);
  return <Chip size="small" color={STATUS_COLORS[status]} variant={status === 'active' ? 'outlined' : 'filled'} label={t(STATUS_KEYS[status])} />;
}

const isRole = (v: string | null): v is Role => v !== null && (ROLES as readonly string[]).includes(v);
const isStatus = (v: string | null): v is PersonStatus => v !== null && (PERSON_STATUSES as readonly string[]).includes(v);

function PersonLink({ person }: { person: AdminPerson }) {
  return (
    <Link component={RouterLink} to={adminPaths.person(person.encryptId)} sx={{ fontWeight: 700 }}>
      {personName(person)}
    </Link>
  );
}

export default function AdminPeoplePage() {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  useDocumentTitle(t('PAGES.ADMIN_PEOPLE.TITLE'));
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').slice(0, PERSON_SEARCH_MAX_LENGTH);
  const role = params.get('role');
  const status = params.get('status');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [typed, setTyped] = useState(search);

  const change = (values: Record<string, string | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(values)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        if (!('page' in values)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  // The search goes out once typing pauses, unless the admin has followed a link meanwhile: this page stays
  // on screen while the next one starts (a transition), and a search sent then would take them back here.
  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === search) return undefined;
    const here = window.location.pathname;
    const timer = setTimeout(() => {
      if (window.location.pathname === here) change({ search: wanted || null });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `change` is rebuilt each render; the timer depends on the texts only
  }, [typed, search]);

  const query: AdminPeopleQuery = {
    ...(search ? { search } : {}),
    ...(isRole(role) ? { role } : {}),
    ...(isStatus(status) ? { status } : {}),
    page,
    pageSize: PEOPLE_PAGE_SIZE,
  };
  const { state, reload } = useRequest(peopleListRequest, query);
  const data = state.data;
  const filtered = Boolean(search || isRole(role) || isStatus(status));

  // Bulk: the selection (on this page), the confirmation, the request and its answer.
  const bulk = useBulkAction(peopleBulkRequest, data?.items.map((p) => p.encryptId) ?? [], reload);
  const { selection } = bulk;
  const namesOf = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, (() => { const p = data?.items.find((x) => x.encryptId === id); return p ? `${personName(p)} (@${p.username})` : id; })()]));
  const selectLabel = (p: AdminPerson) => t('ADMIN_PEOPLE.BULK.SELECT', { name: personName(p) });

  let body;
  if (state.status === 'failed' && !data) {
    body = <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('ADMIN_PEOPLE.RETRY')} onRetry={reload} />;
  } else if (!data) {
    body = <LoadingList count={4} height={phone ? 96 : 48} gap={1} radius={1} />;
  } else if (data.items.length === 0) {
    body = <EmptyState title={t(filtered ? 'ADMIN_PEOPLE.NO_MATCH' : 'ADMIN_PEOPLE.EMPTY')} text={filtered ? t('ADMIN_PEOPLE.NO_MATCH_TEXT') : undefined} />;
  } else {
    body = (
      <Box aria-busy={state.status === 'loading'}>
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('ADMIN_PEOPLE.COUNT', { count: data.total })}
        </Typography>
        {phone ? (
          <Box sx={{ display: 'grid', gap: 1 }}>
          <FormControlLabel
            control={<Checkbox checked={selection.all} indeterminate={selection.some} onChange={selection.toggleAll} />}
            label={t('ADMIN_PEOPLE.BULK.SELECT_PAGE')}
          />
          <Box component="ul" aria-label={t('PAGES.ADMIN_PEOPLE.TITLE')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {data.items.map((p) => (
              <Paper component="li" variant="outlined" key={p.encryptId} sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 0.75, minWidth: 0 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, ml: -1, my: -0.5 }}>
                  <RowCheckbox checked={selection.isSelected(p.encryptId)} label={selectLabel(p)} onToggle={() => selection.toggle(p.encryptId)} />
                  <PersonLink person={p} />
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  @{p.username} · {p.email}
                </Typography>
                <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', alignItems: 'center' }}>
                  <RoleChip role={p.role} />
                  <StatusChip person={p} />
                  <Typography variant="caption" color="text.secondary">
                    {t('ADMIN_PEOPLE.JOINED_ON', { date: formatDate(p.createdAt, lang) })}
                  </Typography>
                </Box>
              </Paper>
            ))}
          </Box>
          </Box>
        ) : (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={t('PAGES.ADMIN_PEOPLE.TITLE')}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <SelectAllCheckbox all={selection.all} some={selection.some} label={t('ADMIN_PEOPLE.BULK.SELECT_PAGE')} onToggle={selection.toggleAll} />
                  </TableCell>
                  <TableCell>{t('ADMIN_PEOPLE.COLUMN.NAME')}</TableCell>
                  <TableCell>{t('ADMIN_PEOPLE.COLUMN.EMAIL')}</TableCell>
                  <TableCell>{t('ADMIN_PEOPLE.COLUMN.ROLE')}</TableCell>
                  <TableCell>{t('ADMIN_PEOPLE.COLUMN.STATUS')}</TableCell>
                  <TableCell>{t('ADMIN_PEOPLE.COLUMN.JOINED')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((p) => (
                  <TableRow key={p.encryptId} hover selected={selection.isSelected(p.encryptId)}>
                    <TableCell padding="checkbox">
                      <RowCheckbox checked={selection.isSelected(p.encryptId)} label={selectLabel(p)} onToggle={() => selection.toggle(p.encryptId)} />
                    </TableCell>
                    <TableCell>
                      <PersonLink person={p} />
                      <Typography variant="body2" color="text.secondary">
                        @{p.username}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{p.email}</TableCell>
                    <TableCell>
                      <RoleChip role={p.role} />
                    </TableCell>
                    <TableCell>
                      <StatusChip person={p} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(p.createdAt, lang)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <Pagination page={page} pageCount={Math.ceil(data.total / PEOPLE_PAGE_SIZE)} onChange={(next) => change({ page: next > 1 ? String(next) : null })} />
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box>
        <PageHeading>{t('PAGES.ADMIN_PEOPLE.TITLE')}</PageHeading>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('PAGES.ADMIN_PEOPLE.DESCRIPTION')}
        </Typography>
      </Box>
      <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          type="search"
          size="small"
          label={t('ADMIN_PEOPLE.SEARCH')}
          placeholder={t('ADMIN_PEOPLE.SEARCH_HINT')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          slotProps={{ htmlInput: { maxLength: PERSON_SEARCH_MAX_LENGTH } }}
          sx={{ flex: { xs: '1 1 100%', sm: '1 1 320px' } }}
        />
        <TextField
          select
          size="small"
          label={t('ADMIN_PEOPLE.FILTER_ROLE')}
          value={isRole(role) ? role : ''}
          onChange={(e) => change({ role: e.target.value || null })}
          sx={{ flex: { xs: '1 1 40%', sm: '0 0 180px' } }}
        >
          <MenuItem value="">{t('ADMIN_PEOPLE.ALL_ROLES')}</MenuItem>
          {ROLES.map((r) => (
            <MenuItem key={r} value={r}>
              {t(ROLE_KEYS[r])}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('ADMIN_PEOPLE.FILTER_STATUS')}
          value={isStatus(status) ? status : ''}
          onChange={(e) => change({ status: e.target.value || null })}
          sx={{ flex: { xs: '1 1 40%', sm: '0 0 180px' } }}
        >
          <MenuItem value="">{t('ADMIN_PEOPLE.ALL_STATUSES')}</MenuItem>
          {PERSON_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(STATUS_KEYS[s])}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <BulkControls bulk={bulk} actions={PEOPLE_BULK_ORDER} keys={PEOPLE_BULK_KEYS} namesOf={namesOf} />
      {body}
    </Box>
  );
}
