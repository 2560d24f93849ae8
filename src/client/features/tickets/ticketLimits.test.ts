// The pages' copy of the ticket limits must say what the server checks.
// eslint-disable-next-line no-restricted-imports -- a test compares the values; no chunk carries it
import * as schema from '../../../shared/schemas/tickets';
import * as limits from './ticketLimits';

it('equals the schema module for every limit and list', () => {
  for (const [name, value] of Object.entries(limits)) {
    expect([name, value]).toEqual([name, (schema as Record<string, unknown>)[name]]);
  }
});
