// Net earnings per month of one currency: twelve bars drawn by hand in SVG (no chart library), a month
// with refunds larger than its sales below the line. The picture is hidden from screen readers; the same
// figures are in a table they read (visually hidden, or shown with "Show as table").
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { Currency, Language } from '../../../shared/constants';
import type { MonthlyTotal } from '../../../shared/schemas/money';
import { formatMoney } from '../../lib/money';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { formatMonth, signedMoney } from './earningsFormat';
import { formatNumber } from '../../lib/format';

// The bars are drawn in a 12-slot-wide box stretched to the figure's width at a fixed height, so the
// chart keeps its proportions on a phone and on a wide screen; the month labels are HTML text under it
// (the page's own type size, never scaled with the picture).
const SLOT = 10;
const HEIGHT = 100;
const PAD_TOP = 4;
const PLOT_HEIGHT = { xs: 140, sm: 180 };

/** A round top for the axis (1, 2, 5 × a power of ten) at least as large as n. */
function niceCeil(n: number): number {
  if (n <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(n));
  for (const step of [1, 2, 5, 10]) if (step * power >= n) return step * power;
  return 10 * power;
}

export function MonthlyChart({ series, currency, lang }: { series: MonthlyTotal[]; currency: Currency; lang: Language }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  // On a phone the labels of every third month fit; on a wider screen every second one.
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const labelEvery = phone ? 3 : 2;
  const top = niceCeil(Math.max(0, ...series.map((m) => m.netMinor)));
  const bottom = -niceCeil(Math.max(0, ...series.map((m) => -m.netMinor)));
  const span = Math.max(1, top - bottom);
  const width = SLOT * Math.max(1, series.length);
  const y = (v: number) => PAD_TOP + ((top - v) / span) * (HEIGHT - PAD_TOP);
  const barW = SLOT * 0.6;
  const caption = t('EARNINGS.CHART.TITLE', { currency });

  const table = (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('EARNINGS.CHART.MONTH')}</th>
          <th scope="col">{t('EARNINGS.CHART.NET')}</th>
          <th scope="col">{t('EARNINGS.CHART.SALES')}</th>
          <th scope="col">{t('EARNINGS.CHART.REFUNDS')}</th>
        </tr>
      </thead>
      <tbody>
        {series.map((m) => (
          <tr key={m.month}>
            <th scope="row">{formatMonth(m.month, lang, true)}</th>
            <td>{signedMoney(m.netMinor, currency, lang)}</td>
            <td>{formatNumber(m.sales, lang)}</td>
            <td>{formatNumber(m.refunds, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id={titleId} component="figcaption" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
          {caption}
        </Typography>
        <Button size="small" onClick={() => setAsTable((v) => !v)} aria-pressed={asTable}>
          {t(asTable ? 'EARNINGS.CHART.SHOW_CHART' : 'EARNINGS.CHART.SHOW_TABLE')}
        </Button>
      </Box>
      {asTable ? (
        <Box sx={{ overflowX: 'auto', '& table': { borderCollapse: 'collapse', width: '100%' }, '& th, & td': { p: 0.75, borderBottom: 1, borderColor: 'divider', textAlign: 'left' }, '& td': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }, '& caption': visuallyHidden }}>
          {table}
        </Box>
      ) : (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }} aria-hidden="true">
            <Typography variant="caption" color="text.secondary">
              {t('EARNINGS.CHART.SCALE', { top: formatMoney(top, currency, lang), bottom: formatMoney(bottom, currency, lang) })}
            </Typography>
          </Box>
          <Box
            component="svg"
            viewBox={`0 0 ${width} ${HEIGHT}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
            data-testid={`earnings-chart-${currency}`}
            sx={{ width: '100%', height: PLOT_HEIGHT, display: 'block' }}
          >
            <line x1={0} x2={width} y1={y(0)} y2={y(0)} stroke={theme.palette.divider} vectorEffect="non-scaling-stroke" />
            {series.map((m, i) => {
              const x = i * SLOT + (SLOT - barW) / 2;
              const y0 = y(0);
              const y1 = y(m.netMinor);
              return (
                <g key={m.month}>
                  {m.netMinor !== 0 && (
                    <rect x={x} y={Math.min(y0, y1)} width={barW} height={Math.max(0.75, Math.abs(y1 - y0))} fill={m.netMinor < 0 ? theme.palette.error.main : theme.palette.primary.main} />
                  )}
                  <title>{`${formatMonth(m.month, lang, true)}: ${signedMoney(m.netMinor, currency, lang)}`}</title>
                </g>
              );
            })}
          </Box>
          <Box aria-hidden="true" sx={{ display: 'grid', gridTemplateColumns: `repeat(${Math.max(1, series.length)}, minmax(0, 1fr))`, mt: 0.75 }}>
            {series.map((m, i) => (
              <Typography key={m.month} variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap', display: 'flex', justifyContent: phone && i === series.length - 1 ? 'flex-end' : 'center' }}>
                {(series.length - 1 - i) % labelEvery === 0 ? formatMonth(m.month, lang) : ''}
              </Typography>
            ))}
          </Box>
          <Box sx={visuallyHidden}>{table}</Box>
        </>
      )}
    </Box>
  );
}
