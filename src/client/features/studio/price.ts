// Prices as authors type them <-> the integers in minor units the API keeps: parsePrice and formatMinor
// live in lib/money.ts (the coupons use them too); re-exported here for the studio's own imports.
export { formatMinor, parsePrice, type PriceParseResult } from '../../lib/money';
