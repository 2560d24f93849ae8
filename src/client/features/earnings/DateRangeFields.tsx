// From and to days of a filter (the `to` day is included); a start after the end is said on the field.
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface DayRange {
  from: string;
  to: string;
}

/** Both days complete (or empty) and in order. */
export const rangeIsValid = ({ from, to }: DayRange): boolean => !(from && to && from > to);

export function DateRangeFields({ value, onChange }: { value: DayRange; onChange: (range: DayRange) => void }) {
  const { t } = useTranslation();
  const invalid = !rangeIsValid(value);
  const field = { size: 'small' as const, type: 'date', sx: { flex: { xs: '1 1 140px', sm: '0 1 170px' } }, slotProps: { inputLabel: { shrink: true } } };
  return (
    <>
      <TextField {...field} label={t('EARNINGS.FILTER.FROM')} value={value.from} onChange={(e) => onChange({ ...value, from: e.target.value })} />
      <TextField
        {...field}
        label={t('EARNINGS.FILTER.TO')}
        value={value.to}
        onChange={(e) => onChange({ ...value, to: e.target.value })}
        error={invalid}
        helperText={invalid ? t('EARNINGS.FILTER.RANGE_INVALID') : undefined}
      />
    </>
  );
}
