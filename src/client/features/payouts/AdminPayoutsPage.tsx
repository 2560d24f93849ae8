// /admin/payouts: payout requests of instructors and affiliates, filtered by status (open by default).
// Each shows the payee, the account the money comes from, the amount, the whole method to send it to,
// a PromptPay / VietQR / QR Ph code for the exact amount when the rail has one (scan it from the bank
// app; its payload can be copied), and what the payee has available after it. Approve, mark paid with
// the bank's reference, or reject with a reason. Nothing changes on the page before the server answers:
// the answer replaces the row; a payout that moved meanwhile (409) is said and the list read again.
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BANK_REFERENCE_MAX_LENGTH, PAYOUT_REJECT_REASON_MAX_LENGTH } from '../../../shared/constants';
import type { AdminPayout, AdminPayoutPage } from '../../../shared/schemas/money';
import type { AdminPayoutAnswer, AdminPayoutQuery } from '../../api/payoutsApi';
import { useRequest, useSubmit } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import { Pagination } from '../../components/Pagination';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { formatMoney } from '../../lib/money';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectLanguage } from '../locale';
import { currencyOf, PAYOUT_KIND_KEYS } from '../orders';
import { kindOf } from './payoutMethodRules';
import { ADMIN_PAGE_SIZE, adminDecisionRequest, adminPayoutsRequest, type AdminDecision } from './payoutsRequests';
import { MethodLines, payoutAccountOf, PayoutStatusChip, qrImageSrc } from './payoutViews';
import { ActionMessages, DetailRow, TextConfirmDialog } from '../admin';

export const ADMIN_FILTERS = ['open', 'requested', 'approved', 'paid', 'rejected', 'all'] as const;
export type AdminFilter = (typeof ADMIN_FILTERS)[number];
const FILTER_KEYS: { readonly [F in AdminFilter]: string } = {
  open: 'PAYOUTS.ADMIN.FILTER_OPEN',
  requested: 'PAYOUTS.STATUS.REQUESTED',
  approved: 'PAYOUTS.STATUS.APPROVED',
  paid: 'PAYOUTS.STATUS.PAID',
  rejected: 'PAYOUTS.STATUS.REJECTED',
  all: 'PAYOUTS.ADMIN.FILTER_ALL',
};

const ACCOUNT_KEYS = { instructor: 'PAYOUTS.ADMIN.ACCOUNT_INSTRUCTOR', affiliate: 'PAYOUTS.ADMIN.ACCOUNT_AFFILIATE' } as const;

/** The row as the answer of a decision leaves it (a bare payout answer keeps the row's other facts). */
export function rowFromAnswer(row: AdminPayout, answer: AdminPayoutAnswer): AdminPayout {
  return 'payout' in answer ? answer : { ...row, payout: answer };
}

/** An address that wraps before its '@' rather than in the middle of a word. */
function emailLines(email: string) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />@{email.slice(at + 1)}
    </>
  );
}

type Dialogue = { kind: 'paid' | 'reject'; item: AdminPayout };

/** The QR for the exact amount and its payload, to scan from a bank app or paste into one. */
function PayoutQr({ item, amount }: { item: AdminPayout; amount: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  if (!item.qrSvg && !item.qrPayload) return null;
  const methodKind = kindOf(item.method.kind);
  const kind = methodKind ? PAYOUT_KIND_KEYS[methodKind] : null;
  const payloadId = `payout-qr-payload-${item.payout.id}`;
  const copy = () => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard || !item.qrPayload) {
      setCopied('failed');
      return;
    }
    clipboard.writeText(item.qrPayload).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {item.qrSvg && (
        <Box sx={{ width: 200, maxWidth: '100%', p: 1, bgcolor: '#fff', borderRadius: 1, flex: '0 0 auto' }}>
          <Box
            component="img"
            src={qrImageSrc(item.qrSvg)}
            alt={t('PAYOUTS.ADMIN.QR_ALT', { amount, holder: item.method.holderName, kind: kind ? t(kind.name) : item.method.kind })}
            sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1' }}
          />
        </Box>
      )}
      {item.qrPayload && (
        <Box sx={{ flex: '1 1 220px', minWidth: 0, display: 'grid', gap: 1 }}>
          <TextField
            id={payloadId}
            label={t('PAYOUTS.ADMIN.QR_PAYLOAD')}
            value={item.qrPayload}
            multiline
            size="small"
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' } } }}
            onFocus={(e) => (e.target as HTMLTextAreaElement).select()}
          />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button size="small" variant="outlined" onClick={copy}>
              {t('PAYOUTS.ADMIN.COPY_PAYLOAD')}
            </Button>
            <Typography variant="body2" color={copied === 'failed' ? 'error' : 'text.secondary'} role="status" aria-live="polite">
              {copied === 'copied' ? t('PAYOUTS.ADMIN.COPIED') : copied === 'failed' ? t('PAYOUTS.ADMIN.COPY_FAILED') : ''}
            </Typography>
          </Box>
        </Box>
      )}
    </Box>
  );
}

function PayoutCard({ item, busy, onApprove, onDialogue }: { item: AdminPayout; busy: boolean; onApprove: (item: AdminPayout) => void; onDialogue: (d: Dialogue) => void }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const { payout, payee } = item;
  const amount = formatMoney(payout.amountMinor, currencyOf(payout.currency), lang);
  const headingId = `payout-${payout.id}`;
  const who = payee.name || payee.username;
  // Only a payout still to be sent shows its code: a paid or rejected one must not be paid (again).
  const open = payout.status === 'requested' || payout.status === 'approved';
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2, display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography id={headingId} component="h2" sx={{ fontWeight: 800, fontSize: 18 }}>
          {t('PAYOUTS.ADMIN.CARD_TITLE', { amount, payee: who })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" label={t(ACCOUNT_KEYS[payoutAccountOf(payout.account)])} />
          <PayoutStatusChip status={payout.status} />
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        <DetailRow label={t('PAYOUTS.ADMIN.PAYEE')}>
          <Typography>
            {who} (@{payee.username})
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {emailLines(payee.email)}
          </Typography>
        </DetailRow>
        <DetailRow label={t('PAYOUTS.ADMIN.REQUESTED')}>
          {formatDate(payout.requestedAt, lang)} · #{payout.id}
        </DetailRow>
        <DetailRow label={t('PAYOUTS.ADMIN.SEND_TO')}>
          <MethodLines method={item.method} large />
        </DetailRow>
        {open && (item.qrSvg || item.qrPayload) && (
          <DetailRow label={t('PAYOUTS.ADMIN.QR')}>
            <PayoutQr item={item} amount={amount} />
          </DetailRow>
        )}
        <DetailRow label={t('PAYOUTS.ADMIN.AVAILABLE_AFTER')}>
          <Typography component="span" color={item.availableMinor < 0 ? 'error' : undefined} sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(item.availableMinor, currencyOf(payout.currency), lang)}
          </Typography>
        </DetailRow>
        {payout.reference && <DetailRow label={t('PAYOUTS.ADMIN.REFERENCE')}>{payout.reference}</DetailRow>}
        {payout.rejectReason && (
          <DetailRow label={t('PAYOUTS.ADMIN.REJECT_REASON')}>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{payout.rejectReason}</Typography>
          </DetailRow>
        )}
      </Box>
      {open && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {payout.status === 'requested' ? (
            <Button variant="contained" disabled={busy} onClick={() => onApprove(item)} aria-label={t('PAYOUTS.ADMIN.APPROVE_OF', { amount, payee: who })}>
              {t('PAYOUTS.ADMIN.APPROVE')}
            </Button>
          ) : (
            <Button variant="contained" disabled={busy} onClick={() => onDialogue({ kind: 'paid', item })} aria-haspopup="dialog" aria-label={t('PAYOUTS.ADMIN.MARK_PAID_OF', { amount, payee: who })}>
              {t('PAYOUTS.ADMIN.MARK_PAID')}
            </Button>
          )}
          <Button color="error" disabled={busy} onClick={() => onDialogue({ kind: 'reject', item })} aria-haspopup="dialog" aria-label={t('PAYOUTS.ADMIN.REJECT_OF', { amount, payee: who })}>
            {t('PAYOUTS.ADMIN.REJECT')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

const DONE_KEYS: { readonly [A in AdminDecision['action']]: string } = {
  approve: 'PAYOUTS.ADMIN.APPROVED_DONE',
  paid: 'PAYOUTS.ADMIN.PAID_DONE',
  reject: 'PAYOUTS.ADMIN.REJECTED_DONE',
};

export default function AdminPayoutsPage() {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  useDocumentTitle(t('PAYOUTS.ADMIN.TITLE'));
  const [status, setStatus] = useState<AdminFilter>('open');
  const [page, setPage] = useState(1);
  const [dialogue, setDialogue] = useState<Dialogue | null>(null);
  const [done, setDone] = useState<{ key: string; values: Record<string, string> } | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const query: AdminPayoutQuery = { status, page, pageSize: ADMIN_PAGE_SIZE };
  const { state, reload } = useRequest(adminPayoutsRequest, query);
  const decision = useSubmit(adminDecisionRequest);
  // Rows replaced by the answers of decisions, for the list they were made in (a new read replaces them).
  const [answered, setAnswered] = useState<{ list: AdminPayoutPage | null; rows: Readonly<Record<number, AdminPayout>> }>({ list: null, rows: {} });
  const data = state.data;
  const rowOf = (item: AdminPayout) => (answered.list === data ? (answered.rows[item.payout.id] ?? item) : item);

  // One answer handled once: success replaces the row; a conflict closes the dialog, says so and reads
  // the list again; another refusal stays in the dialog (or on the page for an approval).
  const [handled, setHandled] = useState<unknown>(null);
  const [lastDecision, setLastDecision] = useState<{ decision: AdminDecision; item: AdminPayout } | null>(null);
  const answer = decision.state.status === 'succeeded' ? decision.state.data : null;
  const refusal = decision.state.status === 'failed' ? decision.state.error : null;
  if (answer && answer !== handled && lastDecision) {
    setHandled(answer);
    const row = rowFromAnswer(lastDecision.item, answer);
    setAnswered({ list: data, rows: { ...(answered.list === data ? answered.rows : {}), [row.payout.id]: row } });
    setDialogue(null);
    setPageError(null);
    setDone({ key: DONE_KEYS[lastDecision.decision.action], values: { amount: formatMoney(row.payout.amountMinor, currencyOf(row.payout.currency), lang), payee: row.payee.name || row.payee.username } });
  }
  if (refusal && refusal !== handled) {
    setHandled(refusal);
    setDone(null);
    if (refusal.code === 'PAYOUT_STATE_CONFLICT' || refusal.code === 'PAYOUT_NOT_FOUND') {
      setDialogue(null);
      setPageError(refusal.code);
    } else if (!dialogue) setPageError(refusal.code);
  }
  const conflict = refusal && (refusal.code === 'PAYOUT_STATE_CONFLICT' || refusal.code === 'PAYOUT_NOT_FOUND') ? refusal : null;
  useEffect(() => {
    if (conflict) reload();
  }, [conflict, reload]);

  const decide = (d: AdminDecision, item: AdminPayout) => {
    setLastDecision({ decision: d, item });
    setPageError(null);
    decision.submit(d);
  };

  const busy = decision.state.status === 'loading';
  let body;
  if (state.status === 'failed' && !data) {
    body = <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('PAYOUTS.RETRY')} onRetry={reload} />;
  } else if (!data) {
    body = <LoadingList count={2} height={240} gap={2} radius={2} />;
  } else if (data.items.length === 0) {
    body = <EmptyState title={t(status === 'open' || status === 'requested' || status === 'approved' ? 'PAYOUTS.ADMIN.NONE_OPEN' : 'PAYOUTS.ADMIN.NONE')} />;
  } else {
    body = (
      <Box aria-busy={state.status === 'loading'}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {data.items.map(rowOf).map((item) => (
            <PayoutCard key={item.payout.id} item={item} busy={busy} onApprove={(i) => decide({ id: i.payout.id, action: 'approve' }, i)} onDialogue={setDialogue} />
          ))}
        </Box>
        <Pagination page={page} pageCount={Math.ceil(data.total / ADMIN_PAGE_SIZE)} onChange={setPage} />
      </Box>
    );
  }

  const current = dialogue?.item;
  const amount = current ? formatMoney(current.payout.amountMinor, currencyOf(current.payout.currency), lang) : '';
  const dialogError = dialogue && refusal ? t(errorMessageKey(refusal.code)) : null;
  const closeDialogue = () => {
    if (busy) return;
    decision.reset();
    setDialogue(null);
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box>
        <PageHeading>{t('PAYOUTS.ADMIN.TITLE')}</PageHeading>
        <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>
          {t('PAYOUTS.ADMIN.INTRO')}
        </Typography>
      </Box>
      <TextField
        select
        size="small"
        label={t('PAYOUTS.ADMIN.FILTER')}
        value={status}
        onChange={(e) => {
          setStatus(e.target.value as AdminFilter);
          setPage(1);
        }}
        sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 260 }, justifySelf: 'start' }}
      >
        {ADMIN_FILTERS.map((f) => (
          <MenuItem key={f} value={f}>
            {t(FILTER_KEYS[f])}
          </MenuItem>
        ))}
      </TextField>
      <ActionMessages done={done && t(done.key, done.values)} onCloseDone={() => setDone(null)} error={pageError} onCloseError={() => setPageError(null)} />
      {body}
      {dialogue?.kind === 'paid' && current && (
        <TextConfirmDialog
          title={t('PAYOUTS.ADMIN.PAID_TITLE', { amount, payee: current.payee.name || current.payee.username })}
          text={t('PAYOUTS.ADMIN.PAID_TEXT', { amount, holder: current.method.holderName, account: current.method.value })}
          label={t('PAYOUTS.ADMIN.BANK_REFERENCE')}
          hint={t('PAYOUTS.ADMIN.BANK_REFERENCE_HINT')}
          requiredText={t('PAYOUTS.ADMIN.BANK_REFERENCE_REQUIRED')}
          maxLength={BANK_REFERENCE_MAX_LENGTH}
          confirmLabel={t('PAYOUTS.ADMIN.PAID_CONFIRM')}
          cancelLabel={t('PAYOUTS.CANCEL')}
          busy={busy}
          error={dialogError}
          onCancel={closeDialogue}
          onConfirm={(reference) => decide({ id: current.payout.id, action: 'paid', reference }, current)}
        />
      )}
      {dialogue?.kind === 'reject' && current && (
        <TextConfirmDialog
          title={t('PAYOUTS.ADMIN.REJECT_TITLE', { amount, payee: current.payee.name || current.payee.username })}
          text={t('PAYOUTS.ADMIN.REJECT_TEXT')}
          label={t('PAYOUTS.ADMIN.REASON')}
          hint={t('PAYOUTS.ADMIN.REASON_HINT')}
          requiredText={t('PAYOUTS.ADMIN.REASON_REQUIRED')}
          maxLength={PAYOUT_REJECT_REASON_MAX_LENGTH}
          multiline
          confirmLabel={t('PAYOUTS.ADMIN.REJECT_CONFIRM')}
          cancelLabel={t('PAYOUTS.CANCEL')}
          danger
          busy={busy}
          error={dialogError}
          onCancel={closeDialogue}
          onConfirm={(reason) => decide({ id: current.payout.id, action: 'reject', reason }, current)}
        />
      )}
    </Box>
  );
}
