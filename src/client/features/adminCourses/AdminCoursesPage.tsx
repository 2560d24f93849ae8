// /admin/courses: every course with its status, owner, price, enrolments and last change; search and a
// status filter kept in the address. Actions: review (a new course or a revision waiting), unpublish
// with a reason (confirmed), publish again, feature on the home page or stop. Nothing changes on the page
// before the server answers: the answer replaces the row; a course that moved meanwhile (409) is said
// and the list read again. A table on a desktop, cards on a phone. Courses on the page shown may be
// selected and unpublished or published again at once: confirmed with the count, answered per course
// (done, or refused with the reason), and undone with one click.
import { adminPaths } from '../../app/areaPaths';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
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
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { COURSE_STATUSES, CURRENCIES, REJECTION_REASON_MAX_LENGTH, SEARCH_MAX_LENGTH, type CourseStatus } from '../../../shared/constants';
import type { AdminCourseItem, AdminCoursePage, AdminCourseQuery } from '../../../shared/schemas/adminCourses';
import { paths } from '../../app/paths';
import { useRequest, useSubmit } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import { Pagination } from '../../components/Pagination';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { formatDate, formatNumber } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { formatMoney } from '../../lib/money';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ActionMessages, BulkControls, RowCheckbox, SelectAllCheckbox, TextConfirmDialog, useBulkAction, type BulkActionKeys } from '../admin';
import { selectLanguage } from '../locale';
import { ADMIN_COURSES_PAGE_SIZE, adminCoursesRequest, courseActionRequest, coursesBulkRequest, type CourseAction } from './adminCoursesRequests';

const STATUS_KEYS: { readonly [S in CourseStatus]: string } = {
  draft: 'ADMIN.COURSES.STATUS.DRAFT',
  in_review: 'ADMIN.COURSES.STATUS.IN_REVIEW',
  published: 'ADMIN.COURSES.STATUS.PUBLISHED',
  rejected: 'ADMIN.COURSES.STATUS.REJECTED',
  unpublished: 'ADMIN.COURSES.STATUS.UNPUBLISHED',
};
const STATUS_COLORS = { draft: 'default', in_review: 'warning', published: 'success', rejected: 'error', unpublished: 'default' } as const;

const DONE_KEYS: { readonly [A in CourseAction['action']]: string } = {
  unpublish: 'ADMIN.COURSES.DONE_UNPUBLISHED',
  republish: 'ADMIN.COURSES.DONE_REPUBLISHED',
  feature: 'ADMIN.COURSES.DONE_FEATURED',
  unfeature: 'ADMIN.COURSES.DONE_UNFEATURED',
};

/** The bulk actions: unpublish (the harmful one) and republish, each the undo of the other. */
const COURSES_BULK_ORDER = ['unpublish', 'republish'] as const;
const COURSES_BULK_KEYS: Record<(typeof COURSES_BULK_ORDER)[number], BulkActionKeys> = {
  unpublish: {
    button: 'ADMIN.COURSES.BULK.UNPUBLISH',
    title: 'ADMIN.COURSES.BULK.UNPUBLISH_TITLE',
    text: 'ADMIN.COURSES.BULK.UNPUBLISH_TEXT',
    confirm: 'ADMIN.COURSES.BULK.UNPUBLISH_CONFIRM',
    done: 'ADMIN.COURSES.BULK.DONE_UNPUBLISH',
    undo: 'ADMIN.COURSES.BULK.UNDO_UNPUBLISH',
  },
  republish: {
    button: 'ADMIN.COURSES.BULK.REPUBLISH',
    title: 'ADMIN.COURSES.BULK.REPUBLISH_TITLE',
    text: 'ADMIN.COURSES.BULK.REPUBLISH_TEXT',
    confirm: 'ADMIN.COURSES.BULK.REPUBLISH_CONFIRM',
    done: 'ADMIN.COURSES.BULK.DONE_REPUBLISH',
    undo: 'ADMIN.COURSES.BULK.UNDO_REPUBLISH',
  },
};

const isStatus = (v: string | null): v is CourseStatus => v !== null && (COURSE_STATUSES as readonly string[]).includes(v);

function StatusChips({ item }: { item: AdminCourseItem }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Chip size="small" color={STATUS_COLORS[item.status]} variant={item.status === 'published' ? 'filled' : 'outlined'} label={t(STATUS_KEYS[item.status])} />
      {item.revisionInReview && <Chip size="small" color="warning" variant="outlined" label={t('ADMIN.COURSES.REVISION_WAITING')} />}
      {item.featured && <Chip size="small" color="secondary" label={t('ADMIN.COURSES.FEATURED')} />}
    </Box>
  );
}

function priceText(item: AdminCourseItem, lang: ReturnType<typeof selectLanguage>, free: string): string {
  if (item.isFree) return free;
  const parts = CURRENCIES.flatMap((c) => (item.prices[c] === undefined ? [] : [formatMoney(item.prices[c], c, lang)]));
  return parts.join(' · ') || '—';
}

function Actions({ item, busy, onAction, onUnpublish }: { item: AdminCourseItem; busy: boolean; onAction: (a: CourseAction) => void; onUnpublish: (item: AdminCourseItem) => void }) {
  const { t } = useTranslation();
  const title = item.title;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {item.awaitingReview && (
        <Button size="small" variant="contained" component={RouterLink} to={adminPaths.courseReview(item.id)} aria-label={t('ADMIN.COURSES.REVIEW_OF', { title })}>
          {t('ADMIN.COURSES.REVIEW')}
        </Button>
      )}
      {item.status === 'published' && (
        <>
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            aria-pressed={item.featured}
            onClick={() => onAction({ id: item.id, action: item.featured ? 'unfeature' : 'feature' })}
            aria-label={t(item.featured ? 'ADMIN.COURSES.UNFEATURE_OF' : 'ADMIN.COURSES.FEATURE_OF', { title })}
          >
            {t(item.featured ? 'ADMIN.COURSES.UNFEATURE' : 'ADMIN.COURSES.FEATURE')}
          </Button>
          <Button size="small" color="error" disabled={busy} aria-haspopup="dialog" onClick={() => onUnpublish(item)} aria-label={t('ADMIN.COURSES.UNPUBLISH_OF', { title })}>
            {t('ADMIN.COURSES.UNPUBLISH')}
          </Button>
        </>
      )}
      {item.status === 'unpublished' && (
        <Button size="small" variant="outlined" disabled={busy} onClick={() => onAction({ id: item.id, action: 'republish' })} aria-label={t('ADMIN.COURSES.REPUBLISH_OF', { title })}>
          {t('ADMIN.COURSES.REPUBLISH')}
        </Button>
      )}
    </Box>
  );
}

export default function AdminCoursesPage() {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  useDocumentTitle(t('PAGES.ADMIN_COURSES.TITLE'));
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').slice(0, SEARCH_MAX_LENGTH);
  const status = params.get('status');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [typed, setTyped] = useState(search);
  const [unpublishing, setUnpublishing] = useState<AdminCourseItem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);

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

  const query: AdminCourseQuery = { ...(search ? { search } : {}), ...(isStatus(status) ? { status } : {}), page, pageSize: ADMIN_COURSES_PAGE_SIZE };
  const { state, reload } = useRequest(adminCoursesRequest, query);
  const data = state.data;
  const action = useSubmit(courseActionRequest);
  // Rows replaced by the answers of actions, for the list they were made in (a new read replaces them).
  const [answered, setAnswered] = useState<{ list: AdminCoursePage | null; rows: Readonly<Record<number, AdminCourseItem>> }>({ list: null, rows: {} });
  const rowOf = (item: AdminCourseItem) => (answered.list === data ? (answered.rows[item.id] ?? item) : item);

  // One answer handled once: success replaces the row and says so; a refusal is said (a conflict reads the list again).
  const [handled, setHandled] = useState<unknown>(null);
  const answer = action.state.status === 'succeeded' ? action.state.data : null;
  const refusal = action.state.status === 'failed' ? action.state.error : null;
  if (answer && answer !== handled) {
    setHandled(answer);
    setAnswered({ list: data, rows: { ...(answered.list === data ? answered.rows : {}), [answer.item.id]: answer.item } });
    setUnpublishing(null);
    setPageError(null);
    setDone(t(DONE_KEYS[answer.action], { title: answer.item.title }));
  }
  if (refusal && refusal !== handled) {
    setHandled(refusal);
    setDone(null);
    if (!unpublishing || refusal.status === 409 || refusal.status === 404) {
      setUnpublishing(null);
      setPageError(refusal.code);
    }
  }
  const conflict = refusal && (refusal.status === 409 || refusal.status === 404) ? refusal : null;
  useEffect(() => {
    if (conflict) reload();
  }, [conflict, reload]);

  const act = (a: CourseAction) => {
    setPageError(null);
    action.submit(a);
  };
  const busy = action.state.status === 'loading';
  const filtered = Boolean(search || isStatus(status));

  // Bulk: the selection (on this page), the confirmation, the request and its answer.
  const bulk = useBulkAction(coursesBulkRequest, data?.items.map((i) => i.id) ?? [], reload);
  const { selection } = bulk;
  const namesOf = (ids: readonly number[]): Record<number, string> => Object.fromEntries(ids.map((id) => [id, data?.items.find((i) => i.id === id)?.title ?? `#${id}`]));

  let body;
  if (state.status === 'failed' && !data) {
    body = <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('TEACH.RETRY')} onRetry={reload} />;
  } else if (!data) {
    body = <LoadingList count={4} height={phone ? 120 : 48} gap={1} radius={1} />;
  } else if (data.items.length === 0) {
    body = <EmptyState title={t(filtered ? 'ADMIN.COURSES.NO_MATCH' : 'ADMIN.COURSES.EMPTY')} />;
  } else {
    const items = data.items.map(rowOf);
    const courseLink = (item: AdminCourseItem) => (
      <Link component={RouterLink} to={paths.course(item.slug)} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {item.title}
      </Link>
    );
    const owner = (item: AdminCourseItem) => (item.owner ? `${item.owner.name} (@${item.owner.username})` : t('ADMIN.COURSES.NO_OWNER'));
    const free = t('ADMIN.COURSES.FREE');
    body = (
      <Box aria-busy={state.status === 'loading'}>
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('ADMIN.COURSES.COUNT', { count: data.total })}
        </Typography>
        {phone ? (
          <Box sx={{ display: 'grid', gap: 1 }}>
          <FormControlLabel control={<Checkbox checked={selection.all} indeterminate={selection.some} onChange={selection.toggleAll} />} label={t('ADMIN.COURSES.BULK.SELECT_PAGE')} />
          <Box component="ul" aria-label={t('PAGES.ADMIN_COURSES.TITLE')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {items.map((item) => (
              <Paper component="li" variant="outlined" key={item.id} sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, ml: -1, my: -0.5 }}>
                  <RowCheckbox checked={selection.isSelected(item.id)} label={t('ADMIN.COURSES.BULK.SELECT', { title: item.title })} onToggle={() => selection.toggle(item.id)} />
                  {courseLink(item)}
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {owner(item)}
                </Typography>
                <StatusChips item={item} />
                <Typography variant="body2">
                  {/* Each figure kept on one line: Thai has no spaces, so the browser broke "ผู้ลงทะเบียน" mid-word. */}
                  {priceText(item, lang, free)} · <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{t('ADMIN.COURSES.ENROLMENTS_COUNT', { count: item.enrolments })}</Box> ·{' '}
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{t('ADMIN.COURSES.UPDATED_ON', { date: formatDate(item.updatedAt, lang) })}</Box>
                </Typography>
                <Actions item={item} busy={busy} onAction={act} onUnpublish={setUnpublishing} />
              </Paper>
            ))}
          </Box>
          </Box>
        ) : (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={t('PAGES.ADMIN_COURSES.TITLE')}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <SelectAllCheckbox all={selection.all} some={selection.some} label={t('ADMIN.COURSES.BULK.SELECT_PAGE')} onToggle={selection.toggleAll} />
                  </TableCell>
                  <TableCell>{t('ADMIN.COURSES.COLUMN.COURSE')}</TableCell>
                  <TableCell>{t('ADMIN.COURSES.COLUMN.STATUS')}</TableCell>
                  <TableCell>{t('ADMIN.COURSES.COLUMN.PRICE')}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{t('ADMIN.COURSES.COLUMN.ENROLMENTS')}</TableCell>
                  <TableCell>{t('ADMIN.COURSES.COLUMN.UPDATED')}</TableCell>
                  <TableCell>{t('ADMIN.COURSES.COLUMN.ACTIONS')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((item) => (
                  <TableRow key={item.id} hover selected={selection.isSelected(item.id)}>
                    <TableCell padding="checkbox">
                      <RowCheckbox checked={selection.isSelected(item.id)} label={t('ADMIN.COURSES.BULK.SELECT', { title: item.title })} onToggle={() => selection.toggle(item.id)} />
                    </TableCell>
                    <TableCell sx={{ minWidth: 220 }}>
                      {courseLink(item)}
                      <Typography variant="body2" color="text.secondary">
                        {owner(item)}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <StatusChips item={item} />
                    </TableCell>
                    <TableCell>{priceText(item, lang, free)}</TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatNumber(item.enrolments, lang)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(item.updatedAt, lang)}</TableCell>
                    <TableCell>
                      <Actions item={item} busy={busy} onAction={act} onUnpublish={setUnpublishing} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <Pagination page={page} pageCount={Math.ceil(data.total / ADMIN_COURSES_PAGE_SIZE)} onChange={(next) => change({ page: next > 1 ? String(next) : null })} />
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box>
        <PageHeading>{t('PAGES.ADMIN_COURSES.TITLE')}</PageHeading>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('PAGES.ADMIN_COURSES.DESCRIPTION')}
        </Typography>
      </Box>
      <Box
        component="form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          change({ search: typed.trim() || null });
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <TextField
          size="small"
          type="search"
          label={t('ADMIN.COURSES.SEARCH')}
          helperText={t('ADMIN.COURSES.SEARCH_HINT')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          slotProps={{ htmlInput: { maxLength: SEARCH_MAX_LENGTH } }}
          sx={{ flex: '1 1 260px' }}
        />
        <Button type="submit" variant="outlined">
          {t('ADMIN.COURSES.SEARCH_BUTTON')}
        </Button>
        <TextField
          select
          size="small"
          label={t('ADMIN.COURSES.STATUS_FILTER')}
          value={isStatus(status) ? status : 'all'}
          onChange={(e) => change({ status: e.target.value === 'all' ? null : e.target.value })}
          sx={{ flex: '0 1 220px', minWidth: 180 }}
        >
          <MenuItem value="all">{t('ADMIN.COURSES.ALL_STATUSES')}</MenuItem>
          {COURSE_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(STATUS_KEYS[s])}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <ActionMessages done={done} onCloseDone={() => setDone(null)} error={pageError} onCloseError={() => setPageError(null)} />
      <BulkControls bulk={bulk} actions={COURSES_BULK_ORDER} keys={COURSES_BULK_KEYS} namesOf={namesOf} />
      {body}
      {unpublishing && (
        <TextConfirmDialog
          title={t('ADMIN.COURSES.UNPUBLISH_TITLE', { title: unpublishing.title })}
          text={t('ADMIN.COURSES.UNPUBLISH_TEXT')}
          label={t('ADMIN.REASON')}
          hint={t('ADMIN.COURSES.UNPUBLISH_REASON_HINT')}
          requiredText={t('ADMIN.REASON_REQUIRED')}
          maxLength={REJECTION_REASON_MAX_LENGTH}
          multiline
          confirmLabel={t('ADMIN.COURSES.UNPUBLISH_CONFIRM')}
          cancelLabel={t('ADMIN.CANCEL')}
          danger
          busy={busy}
          error={refusal && action.state.status === 'failed' && unpublishing ? t(errorMessageKey(refusal.code)) : null}
          onCancel={() => {
            if (busy) return;
            action.reset();
            setUnpublishing(null);
          }}
          onConfirm={(reason) => act({ id: unpublishing.id, action: 'unpublish', reason })}
        />
      )}
    </Box>
  );
}
