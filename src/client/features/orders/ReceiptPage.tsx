// /student/orders/:orderId/receipt: the receipt of a paid order as a sheet of paper: on screen a white A4
// page on the dark site, in print only the sheet (A4, margins, black on white, rows kept whole). Thailand
// with the buyer's tax ID: a full tax invoice (ใบเสร็จรับเงิน/ใบกำกับภาษี) with what the Revenue Code
// asks of one: the words "tax invoice", seller's and buyer's names, addresses and tax IDs, the seller's
// head office, the number and date, each line's description, quantity and value, the VAT apart.
import { studentPaths } from '../../app/areaPaths';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Receipt } from '../../../shared/schemas/commerce';
import { paths } from '../../app/paths';
import { useRequest } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { Shimmer } from '../../components/Shimmer';
import { errorMessageKey } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { formatMoney } from '../../lib/money';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectLanguage } from '../locale';
import { countryName } from './countries';
import { receiptRequest } from './ordersRequests';
import { currencyOf, methodOf } from './orderStatus';
import { totalRows } from './orderTotals';
import { PageHeading } from '../../components/PageHeading';
import { METHOD_KEYS } from '../../lib/paymentMethods';

const SHEET_ID = 'receipt-sheet';
const INK = '#111';
const MUTED = '#555';
const RULE = '#cfcfcf';

/**
 * Print: only the sheet. Everything that neither is the sheet, nor holds it, nor is inside it is left out
 * (header, footer, sidebar, chat, ribbons); what holds it loses its spacing and colours.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '15mm 14mm' },
      '@media print': {
        [`body *:not(:has(#${SHEET_ID})):not(#${SHEET_ID}):not(#${SHEET_ID} *)`]: { display: 'none !important' },
        [`html, body, *:has(#${SHEET_ID})`]: {
          background: '#fff !important',
          color: `${INK} !important`,
          margin: '0 !important',
          padding: '0 !important',
          border: '0 !important',
          boxShadow: 'none !important',
          maxWidth: 'none !important',
          minHeight: '0 !important',
          width: 'auto !important',
          position: 'static !important',
          display: 'block !important',
          overflow: 'visible !important',
        },
        [`#${SHEET_ID}`]: { boxShadow: 'none !important', margin: '0 !important', padding: '0 !important', width: 'auto !important', minHeight: '0 !important' },
        '.receipt-screen-only': { display: 'none !important' },
      },
    }}
  />
);

function Party({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ breakInside: 'avoid' }}>
      <Box component="h2" sx={{ fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.6, color: MUTED, m: 0, mb: 0.5 }}>
        {title}
      </Box>
      <Box sx={{ fontSize: 14, lineHeight: 1.5, whiteSpace: 'pre-line' }}>{children}</Box>
    </Box>
  );
}

export function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const { order, seller } = receipt;
  const taxInvoice = receipt.kind === 'tax_invoice';
  const currency = currencyOf(order.currency);
  const money = (minor: number) => formatMoney(minor, currency, lang);
  const method = methodOf(order.payment?.method ?? order.method);
  const billing = order.billing;
  const rows = totalRows(order, lang);
  const anyDiscount = order.lines.some((line) => line.discountMinor > 0);
  const refunded = (order.refunds ?? (order.refund ? [order.refund] : [])).filter((r) => r.status === 'refunded');
  const title = taxInvoice ? t('ORDERS.RECEIPT.TITLE_TAX_INVOICE') : t('ORDERS.RECEIPT.TITLE');
  const cell = { borderBottom: `1px solid ${RULE}`, py: 1, px: 0.75, textAlign: 'left', verticalAlign: 'top', fontSize: 13 } as const;
  const num = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;
  // On a phone's screen the quantity (always 1), unit price and discount columns give way to a line
  // under the title, so the amount stays in view without scrolling the table; paper has them all.
  const wide = { display: { xs: 'none', sm: 'table-cell' }, '@media print': { display: 'table-cell' } } as const;
  const narrowOnly = { display: { xs: 'block', sm: 'none' }, '@media print': { display: 'none' } } as const;

  return (
    <Box
      id={SHEET_ID}
      component="article"
      aria-labelledby="receipt-title"
      data-kind={receipt.kind}
      sx={{
        bgcolor: '#fff',
        color: INK,
        width: '100%',
        maxWidth: '210mm',
        minHeight: { md: '297mm' },
        mx: 'auto',
        p: { xs: 2.5, sm: 5, md: '18mm' },
        boxShadow: '0 8px 40px rgba(0,0,0,.45)',
        borderRadius: 0.5,
        fontFamily: 'inherit',
        '& a': { color: INK },
      }}
    >
      <Box component="header" sx={{ breakAfter: 'avoid', borderBottom: `2px solid ${INK}`, pb: 2, mb: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <PageHeading focusKey={receipt.number} sx={{ fontSize: { xs: 22, md: 26 }, fontWeight: 800, color: INK, lineHeight: 1.25 }} id="receipt-title">
            {title}
          </PageHeading>
          {taxInvoice && <Box sx={{ fontSize: 12, color: MUTED, border: `1px solid ${RULE}`, px: 1, py: 0.25, borderRadius: 0.5 }}>{t('ORDERS.RECEIPT.ORIGINAL')}</Box>}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr auto' } }}>
          <Box>
            <Box sx={{ fontSize: 18, fontWeight: 800 }}>{seller.name}</Box>
            <Box sx={{ fontSize: 13, color: MUTED, whiteSpace: 'pre-line', mt: 0.5 }}>{seller.address}</Box>
            {seller.taxId && (
              <Box sx={{ fontSize: 13, mt: 0.5 }}>
                {t('ORDERS.RECEIPT.TAX_ID')}: {seller.taxId}
                {taxInvoice ? ` · ${t('ORDERS.RECEIPT.HEAD_OFFICE')}` : ''}
              </Box>
            )}
            <Box sx={{ fontSize: 13, color: MUTED }}>{seller.email}</Box>
          </Box>
          <Box component="dl" sx={{ m: 0, fontSize: 13, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 1.5, rowGap: 0.25, alignContent: 'start' }}>
            <dt>{t('ORDERS.RECEIPT.NUMBER')}</dt>
            <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {receipt.number}
            </Box>
            <dt>{t('ORDERS.RECEIPT.ISSUED')}</dt>
            <Box component="dd" sx={{ m: 0 }}>
              {formatDate(receipt.issuedAt, lang)}
            </Box>
            <dt>{t('ORDERS.RECEIPT.ORDER_NUMBER')}</dt>
            <Box component="dd" sx={{ m: 0 }}>
              {order.number}
            </Box>
            <dt>{t('ORDERS.RECEIPT.ORDER_DATE')}</dt>
            <Box component="dd" sx={{ m: 0 }}>
              {formatDate(order.createdAt, lang)}
            </Box>
            {order.paidAt && (
              <>
                <dt>{t('ORDERS.RECEIPT.PAID_ON')}</dt>
                <Box component="dd" sx={{ m: 0 }}>
                  {formatDate(order.paidAt, lang)}
                </Box>
              </>
            )}
          </Box>
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 3 }}>
        <Party title={t('ORDERS.RECEIPT.BUYER')}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {billing.name || billing.email}
          </Box>
          {billing.address && `\n${billing.address}`}
          {billing.countryCode && `\n${countryName(billing.countryCode, lang)}`}
          {billing.taxId && `\n${t('ORDERS.RECEIPT.TAX_ID')}: ${billing.taxId}`}
          {`\n${billing.email}`}
        </Party>
        <Party title={t('ORDERS.RECEIPT.PAYMENT')}>
          {method ? t(METHOD_KEYS[method].name) : t('ORDERS.ORDER.FREE')}
          {order.payment?.reference ? `\n${t('ORDERS.RECEIPT.REFERENCE')}: ${order.payment.reference}` : ''}
          {`\n${t('ORDERS.RECEIPT.CURRENCY')}: ${currency}`}
        </Party>
      </Box>

      <Box sx={{ overflowX: 'auto', mb: 2, '@media print': { overflow: 'visible' } }}>
      <Box component="table" sx={{ width: '100%', minWidth: { xs: 0, sm: 340 }, borderCollapse: 'collapse', '& tr': { breakInside: 'avoid' }, '& thead': { display: 'table-header-group' } }}>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ ...cell, width: 28, borderBottom: `2px solid ${INK}` }}>
              #
            </Box>
            <Box component="th" scope="col" sx={{ ...cell, borderBottom: `2px solid ${INK}` }}>
              {t('ORDERS.RECEIPT.DESCRIPTION')}
            </Box>
            <Box component="th" scope="col" sx={{ ...num, ...wide, borderBottom: `2px solid ${INK}` }}>
              {t('ORDERS.RECEIPT.QUANTITY')}
            </Box>
            <Box component="th" scope="col" sx={{ ...num, ...wide, borderBottom: `2px solid ${INK}` }}>
              {t('ORDERS.RECEIPT.UNIT_PRICE')}
            </Box>
            {anyDiscount && (
              <Box component="th" scope="col" sx={{ ...num, ...wide, borderBottom: `2px solid ${INK}` }}>
                {t('ORDERS.RECEIPT.LINE_DISCOUNT')}
              </Box>
            )}
            <Box component="th" scope="col" sx={{ ...num, borderBottom: `2px solid ${INK}` }}>
              {t('ORDERS.RECEIPT.AMOUNT')}
            </Box>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, i) => (
            <tr key={line.courseId}>
              <Box component="td" sx={cell}>
                {i + 1}
              </Box>
              <Box component="td" sx={cell}>
                <span lang={line.language}>{line.title}</span>
                <Box sx={{ fontSize: 11, color: MUTED }}>{t('ORDERS.RECEIPT.LINE_KIND')}</Box>
                {line.refundStatus === 'refunded' && (
                  <Box data-testid="receipt-line-refunded" sx={{ fontSize: 12, fontWeight: 700, mt: 0.25 }}>
                    {t('ORDERS.REFUND_LINES.LINE_REFUNDED')}
                  </Box>
                )}
                <Box sx={{ ...narrowOnly, fontSize: 12, color: MUTED, mt: 0.25 }}>
                  {line.discountMinor > 0 ? t('ORDERS.ORDER.LINE_DISCOUNT', { price: money(line.unitMinor), discount: money(line.discountMinor) }) : money(line.unitMinor)}
                </Box>
              </Box>
              <Box component="td" sx={{ ...num, ...wide }}>
                1
              </Box>
              <Box component="td" sx={{ ...num, ...wide }}>
                {money(line.unitMinor)}
              </Box>
              {anyDiscount && (
                <Box component="td" sx={{ ...num, ...wide }}>
                  {line.discountMinor > 0 ? `−${money(line.discountMinor)}` : '—'}
                </Box>
              )}
              <Box component="td" sx={num}>
                {money(line.totalMinor)}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
      </Box>

      <Box component="dl" data-testid="receipt-totals" sx={{ m: 0, ml: 'auto', maxWidth: 360, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, fontSize: 14, breakInside: 'avoid', '& dd': { pl: 2 } }}>
        {rows.map((row) => {
          const total = row.id === 'total';
          const sx = total ? { fontWeight: 800, fontSize: 16, borderTop: `2px solid ${INK}`, pt: 0.75, mt: 0.5 } : {};
          return (
            <Box key={row.id} sx={{ display: 'contents' }}>
              {taxInvoice && row.id === 'tax' && (
                <>
                  <Box component="dt">{t('ORDERS.RECEIPT.VALUE_BEFORE_VAT')}</Box>
                  <Box component="dd" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
                    {money(order.totalMinor - order.taxMinor)}
                  </Box>
                </>
              )}
              <Box component="dt" sx={sx}>
                {taxInvoice && row.id === 'tax' ? t('ORDERS.RECEIPT.VAT', row.values) : t(row.label, row.values)}
              </Box>
              <Box component="dd" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap', ...sx }}>
                {row.amount}
              </Box>
            </Box>
          );
        })}
      </Box>

      {refunded.length > 0 && (
        <Box component="dl" data-testid="receipt-refunds" sx={{ m: 0, mt: 2, ml: 'auto', maxWidth: 360, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, fontSize: 14, breakInside: 'avoid', '& dd': { pl: 2 } }}>
          {refunded.map((r) => (
            <Box key={r.id} sx={{ display: 'contents' }}>
              <Box component="dt">
                {t('ORDERS.REFUND_LINES.RECEIPT_REFUND', { date: r.refundedAt ? formatDate(r.refundedAt, lang) : '' })}
                {r.lines && r.lines.length < order.lines.length && <Box sx={{ fontSize: 12, color: MUTED }}>{r.lines.map((l) => l.title).join(', ')}</Box>}
              </Box>
              <Box component="dd" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
                −{money(r.amountMinor)}
              </Box>
            </Box>
          ))}
          <Box component="dt" sx={{ fontWeight: 800, borderTop: `1px solid ${RULE}`, pt: 0.5 }}>
            {t('ORDERS.REFUND_LINES.RECEIPT_NET')}
          </Box>
          <Box component="dd" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap', fontWeight: 800, borderTop: `1px solid ${RULE}`, pt: 0.5 }}>
            {money(order.totalMinor - refunded.reduce((sum, r) => sum + r.amountMinor, 0))}
          </Box>
        </Box>
      )}

      <Box component="footer" sx={{ mt: 5, pt: 2, borderTop: `1px solid ${RULE}`, fontSize: 12, color: MUTED, breakInside: 'avoid' }}>
        {t(taxInvoice ? 'ORDERS.RECEIPT.FOOTER_TAX_INVOICE' : 'ORDERS.RECEIPT.FOOTER')}
      </Box>
    </Box>
  );
}

export default function ReceiptPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams<{ orderId: string }>();
  const { state, reload } = useRequest(receiptRequest, orderId || null);
  const receipt = state.data;
  useDocumentTitle(receipt ? `${t(receipt.kind === 'tax_invoice' ? 'ORDERS.RECEIPT.TITLE_TAX_INVOICE' : 'ORDERS.RECEIPT.TITLE')} ${receipt.number}` : t('ORDERS.RECEIPT.TITLE'));

  let body: ReactNode;
  if (state.status === 'failed' && !receipt) {
    const missing = state.error !== null && [400, 404, 409].includes(state.error.status);
    body = missing ? (
      <>
        <PageHeading>{t('ORDERS.RECEIPT.NOT_AVAILABLE')}</PageHeading>
        <EmptyState
          title={t('ORDERS.RECEIPT.NOT_AVAILABLE')}
          text={t('ORDERS.RECEIPT.NOT_AVAILABLE_TEXT')}
          action={
            <Button component={RouterLink} to={paths.student.paymentInfo()} variant="contained">
              {t('ORDERS.ORDER.TO_HISTORY')}
            </Button>
          }
        />
      </>
    ) : (
      <Alert severity="error" role="alert" action={<Button onClick={reload}>{t('ORDERS.RETRY')}</Button>}>
        {t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))}
      </Alert>
    );
  } else if (!receipt) {
    body = <Shimmer aria-busy="true" sx={{ height: 600, maxWidth: '210mm', mx: 'auto', borderRadius: 1 }} />;
  } else {
    body = <ReceiptSheet receipt={receipt} />;
  }

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      {printStyles}
      <Box className="receipt-screen-only" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', maxWidth: '210mm', width: '100%', mx: 'auto' }}>
        <Link component={RouterLink} to={studentPaths.order(orderId)} variant="body2">
          {t('ORDERS.RECEIPT.BACK')}
        </Link>
        {receipt && (
          <Button variant="contained" onClick={() => window.print()}>
            {t('ORDERS.RECEIPT.PRINT')}
          </Button>
        )}
      </Box>
      {body}
    </Box>
  );
}
