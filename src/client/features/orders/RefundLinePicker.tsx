// Which courses of an order a refund is for: a checkbox per line with what was paid for it (its share of
// the discount and the tax), the lines that cannot be refunded (refunded already, in a refund request, or
// too much of the course done) shown disabled with why, and the sum of the chosen lines.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderLine } from '../../../shared/schemas/commerce';
import type { Currency } from '../../../shared/constants';
import { useAppSelector } from '../../lib/hooks';
import { formatMoney } from '../../lib/money';
import { selectLanguage } from '../locale';

/** What was paid for a line (the server sends it; the line's total otherwise). */
export const linePaid = (line: OrderLine): number => line.paidMinor ?? line.totalMinor;

/** The sum of the chosen lines' paid amounts (integers: exact). */
export function chosenAmount(lines: readonly OrderLine[], chosen: readonly number[]): number {
  return lines.filter((l) => chosen.includes(l.courseId)).reduce((sum, l) => sum + linePaid(l), 0);
}

/** Why a line cannot be chosen, as a translation key; null when it can. */
export type LineBlock = (line: OrderLine) => string | null;

/** The buyer's rule: the server's `refundable`; else refunded, in a request, or too much done. */
export const buyerLineBlock: LineBlock = (line) => {
  if (line.refundStatus === 'refunded') return 'ORDERS.REFUND_LINES.REFUNDED';
  if (line.refundStatus === 'requested' || line.refundStatus === 'approved') return 'ORDERS.REFUND_LINES.IN_REQUEST';
  return line.refundable === false ? 'ORDERS.REFUND_LINES.NOT_REFUNDABLE' : null;
};

/** An admin may refund any line no refund covers (whatever the window or the progress). */
export const adminLineBlock: LineBlock = (line) => {
  if (line.refundStatus === 'refunded') return 'ORDERS.REFUND_LINES.REFUNDED';
  if (line.refundStatus === 'requested' || line.refundStatus === 'approved') return 'ORDERS.REFUND_LINES.IN_REQUEST';
  return null;
};

/** The lines chosen at first: every line that can be (a whole refund unless the reader unticks some). */
export const initialChoice = (lines: readonly OrderLine[], block: LineBlock): number[] => lines.filter((l) => block(l) === null).map((l) => l.courseId);

export function RefundLinePicker({
  lines,
  currency,
  chosen,
  onChange,
  block,
  error,
  disabled,
}: {
  lines: readonly OrderLine[];
  currency: Currency;
  chosen: readonly number[];
  onChange: (courseIds: number[]) => void;
  block: LineBlock;
  /** Shown under the list (e.g. nothing chosen). */
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const toggle = (courseId: number, on: boolean) => onChange(on ? lines.filter((l) => l.courseId === courseId || chosen.includes(l.courseId)).map((l) => l.courseId) : chosen.filter((id) => id !== courseId));
  return (
    <Box component="fieldset" aria-describedby="refund-lines-total" sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('ORDERS.REFUND_LINES.LEGEND')}
      </Typography>
      {lines.map((line) => {
        const why = block(line);
        return (
          <Box key={line.courseId} sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
            <FormControlLabel
              sx={{ minWidth: 0, mr: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
              control={<Checkbox checked={why === null && chosen.includes(line.courseId)} disabled={disabled || why !== null} onChange={(e) => toggle(line.courseId, e.target.checked)} />}
              label={
                <span>
                  <span lang={line.language}>{line.title}</span>
                  {why && (
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {t(why)}
                    </Typography>
                  )}
                </span>
              }
            />
            <Typography sx={{ whiteSpace: 'nowrap', fontWeight: 600 }} color={why ? 'text.disabled' : undefined}>
              {formatMoney(linePaid(line), currency, lang)}
            </Typography>
          </Box>
        );
      })}
      <Typography id="refund-lines-total" variant="body2" sx={{ textAlign: 'right', fontWeight: 700 }}>
        {t('ORDERS.REFUND_LINES.TOTAL', { amount: formatMoney(chosenAmount(lines, chosen), currency, lang) })}
      </Typography>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
