// A thin ribbon over every page (each layout shows it through layout/TestPaymentsNotice) while the test
// payment provider is on: payments are simulated by the local test bank, no real money moves. It can be
// closed; it is back with the next page load.
import { useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LiteIconButton } from '../../components/LiteButton';
import { CloseIcon } from '../../components/icons';

export default function TestPaymentsRibbon() {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <Box
      role="note"
      aria-label={t('CHECKOUT.TEST_RIBBON_LABEL')}
      data-testid="test-payments-ribbon"
      sx={{ bgcolor: '#ffd54f', color: '#2b2100', fontSize: 13, lineHeight: 1.4, px: { xs: 1.5, sm: 2 }, py: 0.5, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, textAlign: 'center' }}
    >
      <Box component="span" sx={{ fontWeight: 800, textTransform: 'uppercase', letterSpacing: 0.5, flexShrink: 0 }}>
        {t('CHECKOUT.TEST_BADGE')}
      </Box>
      <Box component="span">{t('CHECKOUT.TEST_RIBBON_TEXT')}</Box>
      <LiteIconButton size="small" aria-label={t('CHECKOUT.TEST_RIBBON_CLOSE')} onClick={() => setClosed(true)} sx={{ color: 'inherit', p: 0.25, flexShrink: 0 }}>
        <CloseIcon sx={{ fontSize: 16 }} />
      </LiteIconButton>
    </Box>
  );
}
