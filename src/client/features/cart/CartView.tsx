// The cart's pieces, data in through props: a line, the coupon field, one currency's totals with the
// payment method choice and Pay. The cart page (CartPage) and the header's dropdown put them together.
import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { CartLine, CartTotal } from '../../../shared/schemas/commerce';
import type { Currency, Language, PaymentMethod } from '../../../shared/constants';
import { CourseCover } from '../../components/course/CourseCover';
import { DeleteIcon } from '../../components/icons';
import { errorMessageKey, type ErrorInfo } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { paths } from '../../app/paths';
import { METHOD_KEYS } from '../../lib/paymentMethods';
import { visuallyHidden } from '../../lib/visuallyHidden';

export function CartLineRow({ line, lang, storageBaseUrl, busy, onRemove, compact = false }: { line: CartLine; lang: Language; storageBaseUrl: string; busy: boolean; onRemove?: () => void; compact?: boolean }) {
  const { t } = useTranslation();
  const discounted = line.discountMinor > 0;
  return (
    <Box component="li" data-testid={`cart-line-${line.courseId}`} sx={{ display: 'flex', gap: compact ? 1.5 : 2, alignItems: 'center', py: compact ? 1 : 2, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Box sx={{ width: compact ? 64 : { xs: 88, sm: 128 }, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
        <CourseCover coverImage={line.coverImage} storageBaseUrl={storageBaseUrl} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link component={RouterLink} to={paths.course(line.slug)} lang={line.language} color="inherit" underline="hover" sx={{ fontWeight: 700, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', fontSize: compact ? 14 : 16 }}>
          {line.title}
        </Link>
        {!compact && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {t('CART.BY_INSTRUCTOR', { name: line.instructorName })}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="cart-line-price">
            {formatMoney(line.totalMinor, line.currency as Currency, lang)}
          </Typography>
          {discounted && (
            <Typography variant="body2" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
              <Box component="span" sx={visuallyHidden}>
                {t('CART.WAS')}{' '}
              </Box>
              {formatMoney(line.priceMinor, line.currency as Currency, lang)}
            </Typography>
          )}
        </Box>
      </Box>
      {onRemove && (
        <Button
          color="inherit"
          size="small"
          startIcon={<DeleteIcon fontSize="small" />}
          onClick={onRemove}
          disabled={busy}
          aria-label={t('CART.REMOVE_COURSE', { title: line.title })}
          sx={{ flexShrink: 0, minWidth: 0, px: { xs: 1, sm: 1.5 }, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('CART.REMOVE')}
          </Box>
        </Button>
      )}
    </Box>
  );
}

export function CouponForm({ applied, busy, error, onApply, onRemove }: { applied: string | null; busy: boolean; error: ErrorInfo | null; onApply: (code: string) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const id = useId();
  if (applied) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-testid="coupon-applied">
        <Typography variant="body2">{t('CART.COUPON_APPLIED', { code: applied })}</Typography>
        <Button size="small" onClick={onRemove} disabled={busy}>
          {t('CART.COUPON_REMOVE')}
        </Button>
        {error && (
          <Typography role="alert" variant="body2" color="error" sx={{ width: '100%' }}>
            {t(errorMessageKey(error.code))}
          </Typography>
        )}
      </Box>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed) onApply(trimmed);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        id={`${id}-coupon`}
        size="small"
        label={t('CART.COUPON_LABEL')}
        value={code}
        onChange={(e) => setCode(e.target.value.toUpperCase())}
        error={Boolean(error)}
        helperText={error ? t(errorMessageKey(error.code)) : ' '}
        slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false }, formHelperText: { role: error ? 'alert' : undefined } }}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="outlined" disabled={busy || code.trim().length < 3} sx={{ height: 40 }}>
        {t('CART.COUPON_APPLY')}
      </Button>
    </Box>
  );
}

function TotalRow({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant={strong ? 'subtitle1' : 'body2'} color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 800 : 500 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** One currency's totals (subtotal, discount, tax included, total). */
export function TotalsBlock({ total, lang, taxInclusive }: { total: CartTotal; lang: Language; taxInclusive: boolean }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, total.currency as Currency, lang);
  return (
    <Box data-testid={`cart-totals-${total.currency}`}>
      <TotalRow label={t('CART.SUBTOTAL')} value={money(total.subtotalMinor)} />
      {total.discountMinor > 0 && <TotalRow label={t('CART.DISCOUNT')} value={`−${money(total.discountMinor)}`} />}
      {total.taxMinor > 0 && <TotalRow label={t(taxInclusive ? 'CART.TAX_INCLUDED' : 'CART.TAX')} value={money(total.taxMinor)} />}
      <TotalRow label={t('CART.TOTAL')} value={money(total.totalMinor)} strong testId={`cart-total-${total.currency}`} />
    </Box>
  );
}

/** The methods a currency's order can be paid with, as radio buttons with a short hint each. */
export function MethodPicker({ methods, value, onChange, name }: { methods: readonly PaymentMethod[]; value: PaymentMethod | null; onChange: (method: PaymentMethod) => void; name: string }) {
  const { t } = useTranslation();
  const labelId = `${name}-label`;
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('CHECKOUT.CHOOSE_METHOD')}
      </Typography>
      <RadioGroup name={name} value={value ?? ''} onChange={(e) => onChange(e.target.value as PaymentMethod)} aria-labelledby={labelId}>
        {methods.map((method) => (
          <FormControlLabel
            key={method}
            value={method}
            control={<Radio size="small" />}
            sx={{ alignItems: 'flex-start', mr: 0, mb: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <Box sx={{ pt: 0.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t(METHOD_KEYS[method].name)}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {t(METHOD_KEYS[method].hint)}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </Box>
  );
}
