// A small bar chart of one figure per day (the dashboard's 30 days), drawn by hand in SVG. The picture
// is hidden from screen readers; the same figures are in a table they read (visually hidden), and a
// line under the chart says the total and the highest day in words.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '../../lib/visuallyHidden';

const SLOT = 10;
const HEIGHT = 60;

export interface DailyValue {
  /** YYYY-MM-DD. */
  day: string;
  value: number;
}

export function DailyBars({ title, summary, dayLabel, valueLabel, values, format, formatDay }: {
  title: string;
  /** The figures in one sentence (total, highest day), shown under the chart. */
  summary: string;
  dayLabel: string;
  valueLabel: string;
  values: readonly DailyValue[];
  format: (value: number) => string;
  formatDay: (day: string) => string;
}) {
  const theme = useTheme();
  const titleId = useId();
  const top = Math.max(1, ...values.map((v) => v.value));
  const bottom = Math.min(0, ...values.map((v) => v.value));
  const span = top - bottom;
  const width = SLOT * Math.max(1, values.length);
  const y = (v: number) => ((top - v) / span) * HEIGHT;
  const barW = SLOT * 0.7;
  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0, minWidth: 0 }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="svg" viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false" sx={{ width: '100%', height: 72, display: 'block' }}>
        <line x1={0} x2={width} y1={y(0)} y2={y(0)} stroke={theme.palette.divider} vectorEffect="non-scaling-stroke" />
        {values.map((v, i) =>
          v.value === 0 ? null : (
            <rect
              key={v.day}
              x={i * SLOT + (SLOT - barW) / 2}
              y={Math.min(y(0), y(v.value))}
              width={barW}
              height={Math.max(0.75, Math.abs(y(v.value) - y(0)))}
              fill={v.value < 0 ? theme.palette.error.main : theme.palette.primary.main}
            />
          ),
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0, mt: 0.5 }}>
        {summary}
      </Typography>
      <Box sx={visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{dayLabel}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {values.map((v) => (
              <tr key={v.day}>
                <th scope="row">{formatDay(v.day)}</th>
                <td>{format(v.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
