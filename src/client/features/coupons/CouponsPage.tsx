// /instructor/coupons: the instructor's coupon codes: code, discount, courses, uses, last day and an
// active switch; create and edit in a dialog, delete after a confirmation. An empty list explains coupons.
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Language } from '../../../shared/constants';
import type { Coupon } from '../../../shared/schemas/commerce';
import type { InstructorCourseItem } from '../../../shared/schemas/studio';
import { useRequest, useSubmit } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { Shimmer } from '../../components/Shimmer';
import { AddIcon, DeleteIcon, EditIcon } from '../../components/icons';
import { errorMessageKey } from '../../lib/errors';
import { formatDate, formatPercent } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { formatMoney } from '../../lib/money';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectLanguage } from '../locale';
import { CouponDialog } from './CouponDialog';
import { couponDeleteRequest, couponsRequest, couponToggleRequest, myCoursesRequest, toCouponWrite } from './couponsRequests';
import { PageHeading } from '../../components/PageHeading';

/** "20 %" or "฿100.00 · $3.00": what the coupon takes off. */
export function discountText(coupon: Coupon, lang: Language): string {
  if (coupon.kind === 'percent') return formatPercent(coupon.percent ?? 0, lang);
  return CURRENCIES.flatMap((c) => (coupon.amounts?.[c] !== undefined ? [formatMoney(coupon.amounts[c], c, lang)] : [])).join(' · ');
}

const isExpired = (coupon: Coupon, now: number) => coupon.expiresAt !== null && Date.parse(coupon.expiresAt) < now;

function CouponFacts({ coupon, courses }: { coupon: Coupon; courses: InstructorCourseItem[] }) {
  const { t } = useTranslation();
  const titles = coupon.courseIds.map((id) => courses.find((c) => c.id === id)?.title ?? `#${id}`);
  return <>{titles.length === 0 ? t('COUPONS.ALL_COURSES') : titles.join(', ')}</>;
}

function uses(coupon: Coupon, t: (key: string, values?: Record<string, unknown>) => string) {
  return coupon.maxUses === null ? t('COUPONS.USES_UNLIMITED', { used: coupon.usedCount }) : t('COUPONS.USES', { used: coupon.usedCount, max: coupon.maxUses });
}

function ConfirmDelete({ coupon, onClose }: { coupon: Coupon; onClose: (deleted: boolean) => void }) {
  const { t } = useTranslation();
  const { state, submit } = useSubmit(couponDeleteRequest);
  const busy = state.status === 'loading';
  useEffect(() => {
    if (state.status === 'succeeded') onClose(true);
  }, [state.status, onClose]);
  return (
    <Dialog open onClose={() => !busy && onClose(false)} aria-labelledby="coupon-delete-title" aria-describedby="coupon-delete-text">
      <DialogTitle id="coupon-delete-title">{t('COUPONS.DELETE_TITLE', { code: coupon.code })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="coupon-delete-text">{t('COUPONS.DELETE_TEXT')}</DialogContentText>
        {state.status === 'failed' && state.error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {t(errorMessageKey(state.error.code))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={busy} autoFocus>
          {t('COUPONS.CANCEL')}
        </Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => submit(coupon.id)}>
          {t('COUPONS.DELETE')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default function CouponsPage() {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  useDocumentTitle(t('COUPONS.TITLE'));
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const list = useRequest(couponsRequest, 'mine');
  const myCourses = useRequest(myCoursesRequest, 'mine');
  const courses = myCourses.state.data?.items ?? [];
  const toggle = useSubmit(couponToggleRequest);
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const [now] = useState(() => Date.now());
  const { reload } = list;

  // After a switch (saved, or changed elsewhere meanwhile) the list is read again.
  const toggled = toggle.state.status === 'succeeded' ? toggle.state.data : null;
  useEffect(() => {
    if (toggled) reload();
  }, [toggled, reload]);

  const closeEditor = useCallback(
    (saved: boolean) => {
      setEditing(null);
      if (saved) reload();
    },
    [reload],
  );
  const closeDelete = useCallback(
    (deleted: boolean) => {
      setDeleting(null);
      if (deleted) reload();
    },
    [reload],
  );

  const coupons = list.state.data;
  const switchFor = (coupon: Coupon) => (
    <Switch
      checked={coupon.active}
      disabled={toggle.state.status === 'loading'}
      onChange={() => toggle.submit({ id: coupon.id, coupon: { ...toCouponWrite(coupon), active: !coupon.active }, version: coupon.version })}
      slotProps={{ input: { 'aria-label': t('COUPONS.ACTIVE_OF', { code: coupon.code }) } }}
    />
  );
  const actions = (coupon: Coupon) => (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(coupon)} aria-label={t('COUPONS.EDIT_OF', { code: coupon.code })}>
        {t('COUPONS.EDIT')}
      </Button>
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setDeleting(coupon)} aria-label={t('COUPONS.DELETE_OF', { code: coupon.code })}>
        {t('COUPONS.DELETE')}
      </Button>
    </Box>
  );
  const expiry = (coupon: Coupon) =>
    coupon.expiresAt === null ? (
      t('COUPONS.NO_EXPIRY')
    ) : (
      <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {formatDate(coupon.expiresAt, lang)}
        {isExpired(coupon, now) && <Chip size="small" label={t('COUPONS.EXPIRED')} />}
      </Box>
    );
  const kind = (coupon: Coupon) => (
    <>
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {discountText(coupon, lang)}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {' '}
        · {t(coupon.kind === 'percent' ? 'COUPONS.KIND.PERCENT' : 'COUPONS.KIND.FIXED')}
      </Typography>
    </>
  );

  let body;
  if (list.state.status === 'failed' && !coupons) {
    body = (
      <Alert severity="error" role="alert" action={<Button onClick={reload}>{t('COUPONS.RETRY')}</Button>}>
        {t(errorMessageKey(list.state.error?.code ?? 'UNKNOWN'))}
      </Alert>
    );
  } else if (!coupons) {
    body = (
      <Box aria-busy="true" sx={{ display: 'grid', gap: 1 }}>
        {[0, 1, 2].map((i) => (
          <Shimmer key={i} sx={{ height: 56, borderRadius: 2 }} />
        ))}
      </Box>
    );
  } else if (coupons.length === 0) {
    body = (
      <EmptyState
        title={t('COUPONS.EMPTY')}
        text={t('COUPONS.EMPTY_TEXT')}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('COUPONS.CREATE_FIRST')}
          </Button>
        }
      />
    );
  } else if (phone) {
    body = (
      <Box component="ul" aria-busy={list.state.status === 'loading'} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {coupons.map((coupon) => (
          <Paper component="li" variant="outlined" key={coupon.id} sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 0.75 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontFamily: 'monospace', fontWeight: 800, fontSize: 18, wordBreak: 'break-all' }}>{coupon.code}</Typography>
              {switchFor(coupon)}
            </Box>
            <Box>{kind(coupon)}</Box>
            <Typography variant="body2">
              <CouponFacts coupon={coupon} courses={courses} />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {uses(coupon, t)} · {expiry(coupon)}
            </Typography>
            {actions(coupon)}
          </Paper>
        ))}
      </Box>
    );
  } else {
    body = (
      <Paper variant="outlined" sx={{ borderRadius: 2, overflowX: 'auto' }} aria-busy={list.state.status === 'loading'}>
        <Table size="small" aria-label={t('COUPONS.TITLE')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('COUPONS.COLUMN.CODE')}</TableCell>
              <TableCell>{t('COUPONS.COLUMN.DISCOUNT')}</TableCell>
              <TableCell>{t('COUPONS.COLUMN.COURSES')}</TableCell>
              <TableCell>{t('COUPONS.COLUMN.USES')}</TableCell>
              <TableCell>{t('COUPONS.COLUMN.EXPIRES')}</TableCell>
              <TableCell>{t('COUPONS.COLUMN.ACTIVE')}</TableCell>
              <TableCell>{t('COUPONS.COLUMN.ACTIONS')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {coupons.map((coupon) => (
              <TableRow key={coupon.id}>
                <TableCell sx={{ fontFamily: 'monospace', fontWeight: 800, whiteSpace: 'nowrap' }}>{coupon.code}</TableCell>
                <TableCell>{kind(coupon)}</TableCell>
                <TableCell sx={{ maxWidth: 260 }}>
                  <CouponFacts coupon={coupon} courses={courses} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{uses(coupon, t)}</TableCell>
                <TableCell>{expiry(coupon)}</TableCell>
                <TableCell>{switchFor(coupon)}</TableCell>
                <TableCell>{actions(coupon)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    );
  }

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <PageHeading>{t('COUPONS.TITLE')}</PageHeading>
          <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 640 }}>
            {t('COUPONS.INTRO')}
          </Typography>
        </Box>
        {coupons && coupons.length > 0 && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('COUPONS.NEW')}
          </Button>
        )}
      </Box>
      {toggle.state.status === 'failed' && toggle.state.error && (
        <Alert severity="error" role="alert">
          {t(errorMessageKey(toggle.state.error.code))}
        </Alert>
      )}
      {toggled?.kind === 'conflict' && (
        <Alert severity="info" role="status">
          {t('COUPONS.CONFLICT.RELOADED')}
        </Alert>
      )}
      {body}
      {editing && <CouponDialog coupon={editing === 'new' ? null : editing} courses={courses} onClose={closeEditor} />}
      {deleting && <ConfirmDelete coupon={deleting} onClose={closeDelete} />}
    </Box>
  );
}
