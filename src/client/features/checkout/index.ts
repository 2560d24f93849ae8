// Checkout as other parts of the SPA see it: the "test payments" ribbon of every layout (lazy: it
// loads only while the test provider is on). The checkout and test bank pages are route pages.
export { TestPaymentsRibbon } from './ribbonLazy';
