import { lazy } from 'react';

/** The "test payments" ribbon: loaded only while the test provider is on. */
export const TestPaymentsRibbon = /*#__PURE__*/ lazy(() => import(/* webpackChunkName: "test-ribbon" */ './TestPaymentsRibbon'));
