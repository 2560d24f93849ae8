// The "test payments" ribbon of every layout (public, account areas, sign-in pages): shown while the test
// payment provider is on; its code loads only then (a lazy chunk of its own).
import { Suspense } from 'react';
import { useAppSelector } from '../lib/hooks';
import { TestPaymentsRibbon } from '../features/checkout';
import { selectPaymentsTestMode } from '../features/config';

export function TestPaymentsNotice() {
  const testPayments = useAppSelector(selectPaymentsTestMode);
  if (!testPayments) return null;
  return (
    <Suspense fallback={null}>
      <TestPaymentsRibbon />
    </Suspense>
  );
}
