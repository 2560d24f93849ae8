// /admin/audit-log: every admin action, newest first: who (or "deleted account"), when, what, on what,
// from which address. Filters: the actor (username, name, e-mail or encryptId), the area of the action,
// and days. Each line opens to show its change field by field (before -> after), its details, the
// address and a link to the target's page. A table on wide screens, cards on a phone. Read only.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { AuditLogItem, AuditLogQuery } from '../../../shared/schemas/adminAudit';
import { useRequest } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import { Pagination } from '../../components/Pagination';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { selectLanguage } from '../locale';
import { AUDIT_PAGE_SIZE, auditLogRequest } from './adminAuditRequests';
import { actionKey, AUDIT_ACTION_AREAS, fieldChanges, targetPath, targetTypeKey, valueText } from './auditViews';

interface Filters {
  actor: string;
  action: string;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { actor: '', action: '', from: '', to: '' };

function formatWhen(iso: string, lang: string): string {
  return formatDateTime(iso, lang) || iso;
}

function useActionLabel() {
  const { t } = useTranslation();
  return (action: string) => t(actionKey(action), { defaultValue: action });
}

function Who({ item }: { item: AuditLogItem }) {
  const { t } = useTranslation();
  const deleted = <Typography component="span" color="text.secondary" sx={{ fontStyle: 'italic' }}>{t('ADMIN_AUDIT.DELETED_ACCOUNT')}</Typography>;
  if (!item.actor && item.formerActor) {
    // The account was deleted since: who it was when the line was written.
    return (
      <span>
        {item.formerActor.name} <Typography component="span" variant="body2" color="text.secondary">@{item.formerActor.username}</Typography> ({deleted})
      </span>
    );
  }
  if (!item.actor) return deleted;
  return (
    <span>
      {item.actor.name} <Typography component="span" variant="body2" color="text.secondary">@{item.actor.username}</Typography>
    </span>
  );
}

function Target({ item }: { item: AuditLogItem }) {
  const { t } = useTranslation();
  const typeKey = targetTypeKey(item.targetType);
  const text = `${typeKey ? t(typeKey) : item.targetType} ${item.targetPerson ? `@${item.targetPerson.username}` : item.targetId}`;
  const to = targetPath(item);
  return to ? (
    <Link component={RouterLink} to={to}>
      {text}
    </Link>
  ) : (
    <span>{text}</span>
  );
}

/** The opened line: the change field by field, the details, the address. */
function Details({ item, id }: { item: AuditLogItem; id: string }) {
  const { t } = useTranslation();
  const changes = fieldChanges(item.before, item.after);
  const details = Object.entries(item.detail);
  const none = t('ADMIN_AUDIT.NONE');
  return (
    <Box id={id} sx={{ display: 'grid', gap: 1.5, py: 1 }}>
      {changes.length > 0 && (
        <Box>
          <Typography component="h3" variant="subtitle2">{t('ADMIN_AUDIT.CHANGES')}</Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(120px, auto) minmax(0, 1fr)' }, columnGap: 2, rowGap: 0.5 }}>
            {changes.map((c) => (
              <Box key={c.field} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">{c.field}</Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  <Box component="span" sx={{ textDecoration: c.before !== null ? 'line-through' : undefined, color: 'text.secondary' }}>{c.before ?? none}</Box>
                  {' → '}
                  <Box component="span" sx={{ fontWeight: 600 }}>{c.after ?? none}</Box>
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      )}
      {details.length > 0 && (
        <Box>
          <Typography component="h3" variant="subtitle2">{t('ADMIN_AUDIT.DETAIL')}</Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(120px, auto) minmax(0, 1fr)' }, columnGap: 2, rowGap: 0.5 }}>
            {details.map(([key, value]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">{key}</Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>{valueText(value) ?? none}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
      )}
      <Typography variant="body2">
        {t('ADMIN_AUDIT.ADDRESS')}: {item.ip ?? none}
      </Typography>
    </Box>
  );
}

function ToggleButton({ item, open, onToggle, detailsId }: { item: AuditLogItem; open: boolean; onToggle: () => void; detailsId: string }) {
  const { t } = useTranslation();
  const label = useActionLabel();
  return (
    <Button size="small" onClick={onToggle} aria-expanded={open} aria-controls={open ? detailsId : undefined} aria-label={t(open ? 'ADMIN_AUDIT.HIDE_DETAILS_OF' : 'ADMIN_AUDIT.SHOW_DETAILS_OF', { action: label(item.action) })}>
      {t(open ? 'ADMIN_AUDIT.HIDE_DETAILS' : 'ADMIN_AUDIT.SHOW_DETAILS')}
    </Button>
  );
}

export default function AdminAuditLogPage() {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  useDocumentTitle(t('PAGES.ADMIN_AUDIT_LOG.TITLE'));
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const label = useActionLabel();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const query: AuditLogQuery = {
    page,
    pageSize: AUDIT_PAGE_SIZE,
    ...(filters.actor.trim() ? { actor: filters.actor.trim() } : {}),
    ...(filters.action ? { action: `${filters.action}.` } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
  const { state, reload } = useRequest(auditLogRequest, query);
  const data = state.data;
  const toggle = (id: number) => setOpen((was) => {
    const next = new Set(was);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    setFilters(NO_FILTERS);
    setPage(1);
  };

  let body;
  if (state.status === 'failed' && !data) {
    body = <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('ADMIN_AUDIT.RETRY')} onRetry={reload} />;
  } else if (!data) {
    body = <LoadingList count={5} height={48} />;
  } else if (data.items.length === 0) {
    body = <EmptyState title={t('ADMIN_AUDIT.EMPTY')} />;
  } else if (phone) {
    body = (
      <Box component="ul" aria-label={t('ADMIN_AUDIT.LIST')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {data.items.map((item) => {
          const detailsId = `audit-details-${item.id}`;
          return (
            <Paper key={item.id} component="li" variant="outlined" sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 0.5, minWidth: 0 }}>
              <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16, overflowWrap: 'anywhere' }}>{label(item.action)}</Typography>
              <Typography variant="body2" color="text.secondary">{formatWhen(item.createdAt, lang)}</Typography>
              <Box><Who item={item} /></Box>
              <Box sx={{ overflowWrap: 'anywhere' }}><Target item={item} /></Box>
              <Box><ToggleButton item={item} open={open.has(item.id)} onToggle={() => toggle(item.id)} detailsId={detailsId} /></Box>
              {open.has(item.id) && <Details item={item} id={detailsId} />}
            </Paper>
          );
        })}
      </Box>
    );
  } else {
    body = (
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('ADMIN_AUDIT.LIST')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('ADMIN_AUDIT.WHEN')}</TableCell>
              <TableCell>{t('ADMIN_AUDIT.WHO')}</TableCell>
              <TableCell>{t('ADMIN_AUDIT.ACTION')}</TableCell>
              <TableCell>{t('ADMIN_AUDIT.TARGET')}</TableCell>
              <TableCell>{t('ADMIN_AUDIT.ADDRESS')}</TableCell>
              <TableCell><Box component="span" sx={visuallyHidden}>{t('ADMIN_AUDIT.DETAILS')}</Box></TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.items.map((item) => {
              const detailsId = `audit-details-${item.id}`;
              return [
                <TableRow key={item.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(item.createdAt, lang)}</TableCell>
                  <TableCell><Who item={item} /></TableCell>
                  <TableCell>{label(item.action)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}><Target item={item} /></TableCell>
                  <TableCell>{item.ip ?? t('ADMIN_AUDIT.NONE')}</TableCell>
                  <TableCell><ToggleButton item={item} open={open.has(item.id)} onToggle={() => toggle(item.id)} detailsId={detailsId} /></TableCell>
                </TableRow>,
                open.has(item.id) && (
                  <TableRow key={`${item.id}-details`}>
                    <TableCell colSpan={6}><Details item={item} id={detailsId} /></TableCell>
                  </TableRow>
                ),
              ];
            })}
          </TableBody>
        </Table>
      </Paper>
    );
  }

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box>
        <PageHeading>{t('PAGES.ADMIN_AUDIT_LOG.TITLE')}</PageHeading>
        <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>{t('ADMIN_AUDIT.INTRO')}</Typography>
      </Box>
      <Box component="form" role="search" aria-label={t('ADMIN_AUDIT.FILTERS')} onSubmit={apply} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField size="small" label={t('ADMIN_AUDIT.ACTOR')} value={draft.actor} onChange={(e) => setDraft({ ...draft, actor: e.target.value })} sx={{ width: { xs: '100%', sm: 220 } }} slotProps={{ htmlInput: { maxLength: 200 } }} />
        <TextField select size="small" label={t('ADMIN_AUDIT.ACTION')} value={draft.action} onChange={(e) => setDraft({ ...draft, action: e.target.value })} sx={{ width: { xs: '100%', sm: 220 } }}>
          <MenuItem value="">{t('ADMIN_AUDIT.ALL_ACTIONS')}</MenuItem>
          {AUDIT_ACTION_AREAS.map((area) => (
            <MenuItem key={area} value={area}>
              {t(`ADMIN_AUDIT.AREAS.${area.toUpperCase()}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" type="date" label={t('ADMIN_AUDIT.FROM')} value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: { xs: '100%', sm: 170 } }} />
        <TextField size="small" type="date" label={t('ADMIN_AUDIT.TO')} value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: { xs: '100%', sm: 170 } }} />
        <Button type="submit" variant="contained">{t('ADMIN_AUDIT.APPLY')}</Button>
        <Button type="button" onClick={clear}>{t('ADMIN_AUDIT.CLEAR')}</Button>
      </Box>
      <Box aria-busy={state.status === 'loading'}>{body}</Box>
      {data && data.total > AUDIT_PAGE_SIZE && <Pagination page={page} pageCount={Math.ceil(data.total / AUDIT_PAGE_SIZE)} onChange={setPage} />}
    </Box>
  );
}
