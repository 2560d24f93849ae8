// /admin/people/:id: one person (by the public encryptId). Who they are, their enrolments, orders and support tickets,
// how they sign in, their latest application to teach (a pending one is approved or rejected here), and
// what an admin may do: change the role, disable or enable the account (each confirmed first), mail a
// new activation link or a password-reset link. Nothing changes on the page before the server answers;
// a change someone else made meanwhile (409 VERSION_CONFLICT) is said and the person read again.
import { adminPaths } from '../../app/areaPaths';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '../../../shared/constants';
import type { AdminPersonDetail } from '../../../shared/schemas/adminPeople';
import type { TicketStatus } from '../../../shared/ticketConstants';
import { useRequest, useSubmit } from '../../app/useRequest';
import { PageHeading } from '../../components/PageHeading';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { LANGUAGE_NAMES, REGION_KEYS } from '../../lib/localeNames';
import { formatMoney } from '../../lib/money';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ActionMessages, ConfirmDialog, DetailList, DetailRow, DetailSection, ReasonDialog } from '../admin';
import { selectLanguage } from '../locale';
import { currencyOf, ORDER_STATUS, orderStatusOf } from '../orders';
import { personName, ROLE_KEYS, RoleChip, StatusChip } from './AdminPeoplePage';
import { personActionRequest, personRequest, type PersonAction } from './adminPeopleRequests';

/** What the confirm dialog asks about. */
type Confirming = { kind: 'role'; role: Role } | { kind: 'disable' } | { kind: 'enable' };

const DONE_KEYS: { readonly [A in PersonAction['action']]: string } = {
  role: 'ADMIN_PEOPLE.DONE.ROLE',
  disable: 'ADMIN_PEOPLE.DONE.DISABLED',
  enable: 'ADMIN_PEOPLE.DONE.ENABLED',
  activation: 'ADMIN_PEOPLE.DONE.ACTIVATION',
  reset: 'ADMIN_PEOPLE.DONE.RESET',
  approve: 'ADMIN_PEOPLE.DONE.APPROVED',
  reject: 'ADMIN_PEOPLE.DONE.REJECTED',
};

/** Codes after which the page reads the person again (it changed, or is gone). */
/** A ticket's status as the support pages show it (their translations). */
const TICKET_STATUS: { readonly [S in TicketStatus]: { key: string; color: 'default' | 'primary' | 'info' | 'success' | 'warning' } } = {
  new: { key: 'TICKETS.STATUS.NEW', color: 'info' },
  open: { key: 'TICKETS.STATUS.OPEN', color: 'primary' },
  pending: { key: 'TICKETS.STATUS.PENDING', color: 'warning' },
  resolved: { key: 'TICKETS.STATUS.RESOLVED', color: 'success' },
  closed: { key: 'TICKETS.STATUS.CLOSED', color: 'default' },
};

const RELOAD_CODES = new Set(['VERSION_CONFLICT', 'PEOPLE_LAST_ADMIN', 'PEOPLE_ALREADY_VERIFIED', 'INSTRUCTOR_APPLICATION_ALREADY_DECIDED']);




function Actions({ detail, busy, onConfirm, onMail }: { detail: AdminPersonDetail; busy: boolean; onConfirm: (c: Confirming) => void; onMail: (action: 'activation' | 'reset') => void }) {
  const { t } = useTranslation();
  const { person } = detail;
  const [role, setRole] = useState<Role>(person.role);
  // A new answer (after a change) shows the role it holds.
  const [shownRole, setShownRole] = useState(person.role);
  if (shownRole !== person.role) {
    setShownRole(person.role);
    setRole(person.role);
  }
  const self = detail.isSelf;
  return (
    <DetailSection title={t('ADMIN_PEOPLE.ACTIONS')}>
      {self && <Alert severity="info">{t('ADMIN_PEOPLE.SELF_NOTE')}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField select size="small" label={t('ADMIN_PEOPLE.NEW_ROLE')} value={role} onChange={(e) => setRole(e.target.value as Role)} disabled={self || busy} sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
          {ROLES.map((r) => (
            <MenuItem key={r} value={r}>
              {t(ROLE_KEYS[r])}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" disabled={self || busy || role === person.role} onClick={() => onConfirm({ kind: 'role', role })} aria-haspopup="dialog">
          {t('ADMIN_PEOPLE.CHANGE_ROLE')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {person.disabled ? (
          <Button variant="contained" color="success" disabled={self || busy} onClick={() => onConfirm({ kind: 'enable' })} aria-haspopup="dialog">
            {t('ADMIN_PEOPLE.ENABLE')}
          </Button>
        ) : (
          <Button variant="outlined" color="error" disabled={self || busy} onClick={() => onConfirm({ kind: 'disable' })} aria-haspopup="dialog">
            {t('ADMIN_PEOPLE.DISABLE')}
          </Button>
        )}
        {!person.isEmailVerified && (
          <Button variant="outlined" disabled={busy} onClick={() => onMail('activation')}>
            {t('ADMIN_PEOPLE.RESEND_ACTIVATION')}
          </Button>
        )}
        <Button variant="outlined" disabled={busy} onClick={() => onMail('reset')}>
          {t('ADMIN_PEOPLE.SEND_RESET')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('ADMIN_PEOPLE.NO_PASSWORDS')}
      </Typography>
    </DetailSection>
  );
}

export default function AdminPersonPage() {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const { id = '' } = useParams();
  const { state, reload } = useRequest(personRequest, id || null);
  const action = useSubmit(personActionRequest);
  const detail = state.data;
  const name = detail ? personName(detail.person) : '';
  useDocumentTitle(name ? `${name} · ${t('PAGES.ADMIN_PEOPLE.TITLE')}` : t('PAGES.ADMIN_PERSON.TITLE'));
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [done, setDone] = useState<{ key: string; values: Record<string, string> } | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [handled, setHandled] = useState<unknown>(null);
  const [last, setLast] = useState<PersonAction | null>(null);

  const answer = action.state.status === 'succeeded' ? action.state.data : null;
  const refusal = action.state.status === 'failed' ? action.state.error : null;
  if (answer && answer !== handled && last) {
    setHandled(answer);
    setConfirming(null);
    setRejecting(false);
    setPageError(null);
    setDone({ key: DONE_KEYS[answer.action], values: { name, email: answer.email ?? '', role: last.action === 'role' ? t(ROLE_KEYS[last.role]) : '' } });
  }
  if (refusal && refusal !== handled) {
    setHandled(refusal);
    setDone(null);
    // In the confirm dialog while it is open (the admin may cancel); a change made meanwhile closes it.
    if (RELOAD_CODES.has(refusal.code) || !confirming) {
      setConfirming(null);
      setRejecting(false);
      setPageError(refusal.code);
    }
  }
  const stale = refusal && RELOAD_CODES.has(refusal.code) ? refusal : null;
  useEffect(() => {
    if (stale) reload();
  }, [stale, reload]);

  const busy = action.state.status === 'loading';
  const run = (request: PersonAction) => {
    setLast(request);
    setPageError(null);
    action.submit(request);
  };
  const closeDialog = () => {
    if (busy) return;
    action.reset();
    setConfirming(null);
    setRejecting(false);
  };

  const back = (
    <Link component={RouterLink} to={adminPaths.people()} sx={{ justifySelf: 'start' }}>
      {t('ADMIN_PEOPLE.BACK')}
    </Link>
  );
  if (!detail) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {back}
        <PageHeading>{t('PAGES.ADMIN_PERSON.TITLE')}</PageHeading>
        {state.status === 'failed' ? (
          <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('ADMIN_PEOPLE.RETRY')} onRetry={reload} />
        ) : (
          <LoadingList count={3} height={120} gap={2} radius={2} />
        )}
      </Box>
    );
  }

  const { person, enrollments, orders, tickets, signIn, instructorApplication: application } = detail;
  const dialogError = confirming && refusal ? t(errorMessageKey(refusal.code)) : null;
  let dialog: ReactNode = null;
  if (confirming?.kind === 'role') {
    const roleName = t(ROLE_KEYS[confirming.role]);
    dialog = (
      <ConfirmDialog
        title={t('ADMIN_PEOPLE.ROLE_TITLE', { name, role: roleName })}
        text={t(confirming.role === 'admin' ? 'ADMIN_PEOPLE.ROLE_TEXT_ADMIN' : 'ADMIN_PEOPLE.ROLE_TEXT', { name, role: roleName })}
        confirmLabel={t('ADMIN_PEOPLE.ROLE_CONFIRM')}
        busy={busy}
        error={dialogError}
        onCancel={closeDialog}
        onConfirm={() => run({ id, action: 'role', role: confirming.role, version: detail.version })}
      />
    );
  } else if (confirming?.kind === 'disable') {
    dialog = (
      <ConfirmDialog
        title={t('ADMIN_PEOPLE.DISABLE_TITLE', { name })}
        text={t('ADMIN_PEOPLE.DISABLE_TEXT')}
        confirmLabel={t('ADMIN_PEOPLE.DISABLE_CONFIRM')}
        danger
        busy={busy}
        error={dialogError}
        onCancel={closeDialog}
        onConfirm={() => run({ id, action: 'disable', version: detail.version })}
      />
    );
  } else if (confirming?.kind === 'enable') {
    dialog = (
      <ConfirmDialog
        title={t('ADMIN_PEOPLE.ENABLE_TITLE', { name })}
        text={t('ADMIN_PEOPLE.ENABLE_TEXT')}
        confirmLabel={t('ADMIN_PEOPLE.ENABLE_CONFIRM')}
        busy={busy}
        error={dialogError}
        onCancel={closeDialog}
        onConfirm={() => run({ id, action: 'enable', version: detail.version })}
      />
    );
  }

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      {back}
      <Box>
        <PageHeading focusKey={id}>{name}</PageHeading>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          @{person.username} · {person.email}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.75, mt: 1, flexWrap: 'wrap' }}>
          <RoleChip role={person.role} />
          <StatusChip person={person} />
        </Box>
      </Box>
      <ActionMessages done={done && t(done.key, done.values)} onCloseDone={() => setDone(null)} error={pageError} onCloseError={() => setPageError(null)} />

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <DetailSection title={t('ADMIN_PEOPLE.DETAILS')}>
          <DetailList>
            <DetailRow label={t('ADMIN_PEOPLE.COLUMN.EMAIL')}>
              {person.email} · {t(person.isEmailVerified ? 'ADMIN_PEOPLE.EMAIL_VERIFIED' : 'ADMIN_PEOPLE.EMAIL_UNVERIFIED')}
            </DetailRow>
            <DetailRow label={t('ADMIN_PEOPLE.JOINED')}>{formatDate(person.createdAt, lang)}</DetailRow>
            {person.disabledAt && <DetailRow label={t('ADMIN_PEOPLE.DISABLED_SINCE')}>{formatDate(person.disabledAt, lang)}</DetailRow>}
            <DetailRow label={t('ADMIN_PEOPLE.REGION')}>{t(REGION_KEYS[person.country])}</DetailRow>
            <DetailRow label={t('ADMIN_PEOPLE.LANGUAGE')}>
              <span lang={person.lang}>{LANGUAGE_NAMES[person.lang]}</span>
            </DetailRow>
          </DetailList>
        </DetailSection>
        <Actions detail={detail} busy={busy} onConfirm={setConfirming} onMail={(a) => run({ id, action: a })} />
      </Box>

      <DetailSection title={t('ADMIN_PEOPLE.SIGN_IN')}>
        <DetailList>
          <DetailRow label={t('ADMIN_PEOPLE.PASSWORD')}>{t(signIn.password ? 'ADMIN_PEOPLE.YES' : 'ADMIN_PEOPLE.NO')}</DetailRow>
          {signIn.social.map((s) => (
            <DetailRow key={s.provider} label={s.provider}>
              {t('ADMIN_PEOPLE.LINKED_ON', { date: formatDate(s.linkedAt, lang) })}
              {s.email ? ` · ${s.email}` : ''}
            </DetailRow>
          ))}
          {signIn.social.length === 0 && <DetailRow label={t('ADMIN_PEOPLE.SOCIAL')}>{t('ADMIN_PEOPLE.NONE_LINKED')}</DetailRow>}
        </DetailList>
      </DetailSection>

      {application && (
        <DetailSection title={t('ADMIN_PEOPLE.APPLICATION')}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip size="small" color={application.status === 'pending' ? 'info' : application.status === 'approved' ? 'success' : 'warning'} label={t(`ADMIN.APPLICATIONS.STATUS_${application.status.toUpperCase()}`)} />
            <Typography variant="body2" color="text.secondary">
              {t('ADMIN.APPLICATIONS.APPLIED_ON', { date: formatDate(application.createdAt, lang) })}
            </Typography>
          </Box>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{application.bio}</Typography>
          {application.topics.length > 0 && <Typography variant="body2">{application.topics.join(', ')}</Typography>}
          {application.reason && <Alert severity="warning">{t('ADMIN.APPLICATIONS.REASON_SHOWN', { reason: application.reason })}</Alert>}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {application.status === 'pending' && (
              <>
                <Button variant="contained" color="success" disabled={busy} onClick={() => run({ id, action: 'approve', applicationId: application.id })}>
                  {t('ADMIN_PEOPLE.APPROVE_APPLICATION')}
                </Button>
                <Button variant="outlined" color="error" disabled={busy} onClick={() => setRejecting(true)} aria-haspopup="dialog">
                  {t('ADMIN_PEOPLE.REJECT_APPLICATION')}
                </Button>
              </>
            )}
            <Link component={RouterLink} to={adminPaths.instructorApplications()}>
              {t('ADMIN_PEOPLE.ALL_APPLICATIONS')}
            </Link>
          </Box>
        </DetailSection>
      )}

      <DetailSection title={t('ADMIN_PEOPLE.ENROLLMENTS', { count: enrollments.length })}>
        {enrollments.length === 0 ? (
          <Typography color="text.secondary">{t('ADMIN_PEOPLE.NO_ENROLLMENTS')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {enrollments.map((e) => (
              <Box component="li" key={e.courseId} sx={{ display: 'grid', gap: 0.5 }}>
                <Typography lang={e.courseLang} sx={{ fontWeight: 600 }}>
                  {e.courseTitle}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <LinearProgress variant="determinate" value={e.progress} sx={{ flex: 1, maxWidth: 240, height: 6, borderRadius: 3 }} aria-label={t('ADMIN_PEOPLE.PROGRESS_OF', { title: e.courseTitle })} />
                  <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {e.completedAt ? t('ADMIN_PEOPLE.COMPLETED_ON', { date: formatDate(e.completedAt, lang) }) : t('ADMIN_PEOPLE.LESSONS_DONE', { done: e.completedLessons, total: e.totalLessons })}
                  </Typography>
                </Box>
                <Typography variant="caption" color="text.secondary">
                  {t('ADMIN_PEOPLE.ENROLLED_ON', { date: formatDate(e.enrolledAt, lang) })}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </DetailSection>

      <DetailSection title={t('ADMIN_PEOPLE.ORDERS', { count: orders.length })}>
        {orders.length === 0 ? (
          <Typography color="text.secondary">{t('ADMIN_PEOPLE.NO_ORDERS')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {orders.map((o) => {
              const status = ORDER_STATUS[orderStatusOf(o.status)];
              return (
                <Box component="li" key={o.id} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Link component={RouterLink} to={adminPaths.order(o.id)} sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                    {o.number}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {formatDate(o.createdAt, lang)}
                  </Typography>
                  <Chip size="small" color={status.color} label={t(status.key)} />
                  <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', ml: 'auto' }}>{formatMoney(o.totalMinor, currencyOf(o.currency), lang)}</Typography>
                </Box>
              );
            })}
          </Box>
        )}
      </DetailSection>

      <DetailSection title={t('ADMIN_PEOPLE.TICKETS', { count: tickets.length })}>
        {tickets.length === 0 ? (
          <Typography color="text.secondary">{t('ADMIN_PEOPLE.NO_TICKETS')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {tickets.map((k) => {
              const status = TICKET_STATUS[k.status];
              return (
                <Box component="li" key={k.id} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', minWidth: 0 }}>
                  <Link component={RouterLink} to={adminPaths.ticket(k.id)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {k.subject}
                  </Link>
                  <Chip size="small" color={status.color} label={t(status.key)} />
                  <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
                    {t('ADMIN_PEOPLE.TICKET_LAST_ACTIVITY', { date: formatDate(k.lastMessageAt, lang) })}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        )}
      </DetailSection>

      {dialog}
      {rejecting && application && (
        <ReasonDialog open title={t('ADMIN.APPLICATIONS.REJECT_TITLE')} busy={busy} onCancel={closeDialog} onConfirm={(reason) => run({ id, action: 'reject', applicationId: application.id, reason })} />
      )}
    </Box>
  );
}
