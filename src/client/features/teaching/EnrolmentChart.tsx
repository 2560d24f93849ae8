// Enrolments and completions over time, drawn by hand in SVG (no chart library in the bundle). The
// picture is hidden from screen readers; the same figures are in a table they read (visually hidden,
// or shown with "Show as table").
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { DashboardPoint } from '../../../shared/schemas/studioTeaching';
import { dateTimeFormat } from '../../lib/format';
import { visuallyHidden } from '../../lib/visuallyHidden';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 36 };


function niceMax(n: number): number {
  if (n <= 4) return 4;
  const step = 10 ** Math.floor(Math.log10(n));
  return Math.ceil(n / step) * step;
}

export function formatBucket(date: string, lang: string): string {
  return dateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

export function EnrolmentChart({ series, lang, bucket }: { series: DashboardPoint[]; lang: string; bucket: 'day' | 'week' }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  const max = niceMax(Math.max(0, ...series.map((p) => Math.max(p.enrolments, p.completions))));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (series.length <= 1 ? innerW / 2 : (i * innerW) / (series.length - 1));
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const line = (key: 'enrolments' | 'completions') => series.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p[key]).toFixed(1)}`).join(' ');
  const ticks = [0, max / 2, max];
  const labelEvery = Math.max(1, Math.ceil(series.length / 6));
  const enrolColor = theme.palette.primary.main;
  const completeColor = theme.palette.success.main;

  const table = (
    <table>
      <caption>{t('TEACHING.DASHBOARD.CHART_TABLE', { unit: t(bucket === 'week' ? 'TEACHING.DASHBOARD.WEEK_OF' : 'TEACHING.DASHBOARD.DAY') })}</caption>
      <thead>
        <tr>
          <th scope="col">{t(bucket === 'week' ? 'TEACHING.DASHBOARD.WEEK_OF' : 'TEACHING.DASHBOARD.DAY')}</th>
          <th scope="col">{t('TEACHING.DASHBOARD.ENROLMENTS')}</th>
          <th scope="col">{t('TEACHING.DASHBOARD.COMPLETIONS')}</th>
        </tr>
      </thead>
      <tbody>
        {series.map((p) => (
          <tr key={p.date}>
            <th scope="row">{formatBucket(p.date, lang)}</th>
            <td>{p.enrolments}</td>
            <td>{p.completions}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <Typography id={titleId} component="figcaption" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
          {t('TEACHING.DASHBOARD.CHART_TITLE')}
        </Typography>
        <Box aria-hidden="true" sx={{ display: 'flex', gap: 2, fontSize: 13 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box sx={{ width: 12, height: 3, bgcolor: enrolColor }} /> {t('TEACHING.DASHBOARD.ENROLMENTS')}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box sx={{ width: 12, height: 3, bgcolor: completeColor, borderTop: '1px dashed' }} /> {t('TEACHING.DASHBOARD.COMPLETIONS')}
          </Box>
        </Box>
        <Button size="small" onClick={() => setAsTable((v) => !v)} aria-pressed={asTable}>
          {t(asTable ? 'TEACHING.DASHBOARD.SHOW_CHART' : 'TEACHING.DASHBOARD.SHOW_TABLE')}
        </Button>
      </Box>
      {asTable ? (
        <Box sx={{ overflowX: 'auto', maxHeight: 320, '& table': { borderCollapse: 'collapse', width: '100%' }, '& th, & td': { p: 0.75, borderBottom: 1, borderColor: 'divider', textAlign: 'left' }, '& caption': visuallyHidden }}>
          {table}
        </Box>
      ) : (
        <>
          <Box component="svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false" data-testid="enrolment-chart" sx={{ width: '100%', height: 'auto', display: 'block' }}>
            {ticks.map((v) => (
              <g key={v}>
                <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} stroke={theme.palette.divider} />
                <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize="11" fill={theme.palette.text.secondary}>
                  {Math.round(v)}
                </text>
              </g>
            ))}
            {series.map((p, i) =>
              i % labelEvery === 0 ? (
                <text key={p.date} x={x(i)} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill={theme.palette.text.secondary}>
                  {formatBucket(p.date, lang)}
                </text>
              ) : null,
            )}
            <path d={line('enrolments')} fill="none" stroke={enrolColor} strokeWidth="2.5" strokeLinejoin="round" />
            <path d={line('completions')} fill="none" stroke={completeColor} strokeWidth="2" strokeDasharray="6 4" strokeLinejoin="round" />
          </Box>
          <Box sx={visuallyHidden}>{table}</Box>
        </>
      )}
    </Box>
  );
}
