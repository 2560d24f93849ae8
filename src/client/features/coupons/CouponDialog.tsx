// Create or edit a coupon: the code, a percentage or fixed amounts per currency, the courses it applies
// to (none chosen: all of the instructor's), the last day, how many uses, once per customer, active.
// An edit sends If-Match; when someone changed the coupon meanwhile (409) the dialog says so and lets
// the instructor keep their version or take the saved one.
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, CURRENCY_MINOR_DIGITS } from '../../../shared/constants';
import type { Coupon } from '../../../shared/schemas/commerce';
import type { InstructorCourseItem } from '../../../shared/schemas/studio';
import { useSubmit } from '../../app/useRequest';
import { errorMessageKey } from '../../lib/errors';
import { draftErrors, draftOf, emptyDraft, isoToDay, toWrite, type CouponDraft, type CouponField } from './couponForm';
import { couponSaveRequest } from './couponsRequests';

export function CouponDialog({ coupon, courses, onClose }: { coupon: Coupon | null; courses: InstructorCourseItem[]; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState<CouponDraft>(() => (coupon ? draftOf(coupon) : emptyDraft()));
  const [version, setVersion] = useState(coupon?.version ?? 0);
  const [touched, setTouched] = useState(false);
  const { state, submit, reset } = useSubmit(couponSaveRequest);
  const busy = state.status === 'loading';
  const errors = draftErrors(draft, undefined, coupon ? isoToDay(coupon.expiresAt) : '');
  const shown = (field: CouponField) => (touched && errors[field] ? t(errors[field]) : undefined);
  const outcome = state.status === 'succeeded' ? state.data : null;
  const conflict = outcome?.kind === 'conflict' ? outcome : null;

  useEffect(() => {
    if (outcome?.kind === 'saved') onClose(true);
  }, [outcome, onClose]);

  const set = <K extends keyof CouponDraft>(key: K, value: CouponDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const send = (atVersion: number) => submit({ id: coupon?.id ?? null, coupon: toWrite(draft), version: atVersion });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (busy || Object.keys(errors).length > 0) return;
    send(version);
  };

  /** Mine over theirs: the same edit, sent against the version saved now. */
  const keepMine = () => {
    if (!conflict) return;
    setVersion(conflict.currentVersion);
    send(conflict.currentVersion);
  };
  /** Theirs: the form shows the coupon as saved now (or, without it, the list is read again). */
  const takeTheirs = () => {
    if (!conflict) return;
    if (conflict.current) {
      setDraft(draftOf(conflict.current));
      setVersion(conflict.currentVersion);
      reset();
    } else {
      onClose(true);
    }
  };

  const codeError = state.status === 'failed' && state.error?.code === 'COUPON_CODE_TAKEN';
  return (
    <Dialog open onClose={() => !busy && onClose(false)} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="coupon-dialog-title">
      <form onSubmit={onSubmit} noValidate style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <DialogTitle id="coupon-dialog-title">{t(coupon ? 'COUPONS.FORM.EDIT_TITLE' : 'COUPONS.FORM.NEW_TITLE')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          {conflict && (
            <Alert
              severity="warning"
              role="alert"
              action={
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Button color="inherit" size="small" onClick={takeTheirs}>
                    {t('COUPONS.CONFLICT.TAKE_THEIRS')}
                  </Button>
                  <Button color="inherit" size="small" variant="outlined" onClick={keepMine}>
                    {t('COUPONS.CONFLICT.KEEP_MINE')}
                  </Button>
                </Box>
              }
            >
              {t('COUPONS.CONFLICT.TEXT')}
            </Alert>
          )}
          {state.status === 'failed' && state.error && !conflict && !codeError && (
            <Alert severity="error" role="alert">
              {t(errorMessageKey(state.error.code))}
            </Alert>
          )}
          <TextField
            label={t('COUPONS.FORM.CODE')}
            value={draft.code}
            onChange={(e) => set('code', e.target.value.toUpperCase())}
            required
            autoFocus
            error={Boolean(shown('code')) || codeError}
            helperText={codeError ? t('COUPONS.FORM.CODE_TAKEN') : (shown('code') ?? t('COUPONS.FORM.CODE_HINT'))}
            slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'characters', spellCheck: false, style: { fontFamily: 'monospace', letterSpacing: 1 } } }}
          />
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
            <Typography component="legend" variant="body2" sx={{ fontWeight: 700 }}>
              {t('COUPONS.FORM.KIND')}
            </Typography>
            <RadioGroup row value={draft.kind} onChange={(e) => set('kind', e.target.value === 'fixed' ? 'fixed' : 'percent')}>
              <FormControlLabel value="percent" control={<Radio />} label={t('COUPONS.KIND.PERCENT')} />
              <FormControlLabel value="fixed" control={<Radio />} label={t('COUPONS.KIND.FIXED')} />
            </RadioGroup>
          </Box>
          {draft.kind === 'percent' ? (
            <TextField
              label={t('COUPONS.FORM.PERCENT')}
              value={draft.percent}
              onChange={(e) => set('percent', e.target.value.replace(/\D/g, '').slice(0, 3))}
              required
              error={Boolean(shown('percent'))}
              helperText={shown('percent') ?? t('COUPONS.FORM.PERCENT_HINT')}
              slotProps={{ htmlInput: { inputMode: 'numeric' }, input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
              sx={{ maxWidth: 220 }}
            />
          ) : (
            <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              <Typography component="legend" variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
                {t('COUPONS.FORM.AMOUNTS')}
              </Typography>
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
                {CURRENCIES.map((currency) => (
                  <TextField
                    key={currency}
                    label={currency}
                    value={draft.amounts[currency]}
                    onChange={(e) => set('amounts', { ...draft.amounts, [currency]: e.target.value })}
                    error={Boolean(shown(`amount_${currency}`))}
                    helperText={shown(`amount_${currency}`)}
                    placeholder={CURRENCY_MINOR_DIGITS[currency] === 0 ? '50000' : '5.00'}
                    slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': t('COUPONS.FORM.AMOUNT_IN', { currency }) } }}
                  />
                ))}
              </Box>
              <FormHelperText error={Boolean(shown('amounts'))}>{shown('amounts') ?? t('COUPONS.FORM.AMOUNTS_HINT')}</FormHelperText>
            </Box>
          )}
          <TextField
            select
            label={t('COUPONS.FORM.COURSES')}
            value={draft.courseIds.map(String)}
            onChange={(e) => {
              const value = e.target.value as unknown as string[] | string;
              set('courseIds', (Array.isArray(value) ? value : value.split(',')).filter(Boolean).map(Number));
            }}
            helperText={t('COUPONS.FORM.COURSES_HINT')}
            slotProps={{
              select: {
                multiple: true,
                displayEmpty: true,
                renderValue: (selected) => {
                  const ids = selected as string[];
                  if (ids.length === 0) return t('COUPONS.ALL_COURSES');
                  return courses
                    .filter((c) => ids.includes(String(c.id)))
                    .map((c) => c.title)
                    .join(', ');
                },
              },
              inputLabel: { shrink: true },
            }}
          >
            {courses.map((course) => (
              <MenuItem key={course.id} value={String(course.id)}>
                <Checkbox checked={draft.courseIds.includes(course.id)} size="small" />
                <ListItemText primary={course.title} />
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              type="date"
              label={t('COUPONS.FORM.EXPIRES')}
              value={draft.expiresOn}
              onChange={(e) => set('expiresOn', e.target.value)}
              error={Boolean(shown('expiresOn'))}
              helperText={shown('expiresOn') ?? t('COUPONS.FORM.EXPIRES_HINT')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={t('COUPONS.FORM.MAX_USES')}
              value={draft.maxUses}
              onChange={(e) => set('maxUses', e.target.value.replace(/\D/g, '').slice(0, 7))}
              error={Boolean(shown('maxUses'))}
              helperText={shown('maxUses') ?? t('COUPONS.FORM.MAX_USES_HINT')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Box>
          <Box sx={{ display: 'grid' }}>
            <FormControlLabel control={<Switch checked={draft.oncePerCustomer} onChange={(e) => set('oncePerCustomer', e.target.checked)} />} label={t('COUPONS.FORM.ONCE_PER_CUSTOMER')} />
            <FormControlLabel control={<Switch checked={draft.active} onChange={(e) => set('active', e.target.checked)} />} label={t('COUPONS.FORM.ACTIVE')} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)} disabled={busy}>
            {t('COUPONS.CANCEL')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || conflict !== null}>
            {t(busy ? 'COUPONS.FORM.SAVING' : 'COUPONS.FORM.SAVE')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
