// The instructor's money: balances and monthly totals, the statement of ledger entries, the orders of
// their courses; the statement and the orders also as CSV files (same filters, every row of the range).
import type { Earnings, InstructorOrderPage, InstructorOrderQuery, StatementPage, StatementQuery } from '../../shared/schemas/money';
import { apiPath } from '../../shared/apiPaths';
import { MONEY_API_ROUTES } from '../../shared/moneyApiPaths';
import { apiRequest } from './apiClient';
import { downloadFile, type DownloadedFile } from './download';

export type { DownloadedFile } from './download';

/** The filters of the statement (no format: JSON pages; the CSV has its own call). */
export type StatementFilter = Omit<StatementQuery, 'format' | 'customerId'>;
/** The filters of the instructor's orders. */
export type InstructorOrderFilter = Omit<InstructorOrderQuery, 'format' | 'customerId'>;

export function getEarnings(): Promise<Earnings> {
  return apiRequest<Earnings>('GET', apiPath(MONEY_API_ROUTES.instructorEarnings));
}

/** The statement's path and query: an affiliate's commissions have their own route (open to every signed-in account). */
function statementPath(query: Omit<StatementFilter, 'page' | 'pageSize'> & Pick<StatementFilter, 'page' | 'pageSize'>, format?: 'csv'): string {
  const { account, ...rest } = query;
  if (account === 'affiliate') return apiPath(MONEY_API_ROUTES.affiliateStatement, null, { ...rest, format });
  return apiPath(MONEY_API_ROUTES.instructorStatement, null, { ...query, format });
}

export function listStatement(query: StatementFilter): Promise<StatementPage> {
  return apiRequest<StatementPage>('GET', statementPath(query));
}

/** Every entry of the range as CSV (no page), fetched with the Bearer token. */
export function downloadStatementCsv(query: Omit<StatementFilter, 'page' | 'pageSize'>): Promise<DownloadedFile> {
  return downloadFile(statementPath(query, 'csv'), 'text/csv', 'statement.csv');
}

export function listInstructorOrders(query: InstructorOrderFilter): Promise<InstructorOrderPage> {
  return apiRequest<InstructorOrderPage>('GET', apiPath(MONEY_API_ROUTES.instructorOrders, null, { ...query }));
}

/** Every order matching the filters as CSV (no page). */
export function downloadInstructorOrdersCsv(query: Omit<InstructorOrderFilter, 'page' | 'pageSize'>): Promise<DownloadedFile> {
  return downloadFile(apiPath(MONEY_API_ROUTES.instructorOrders, null, { ...query, format: 'csv' }), 'text/csv', 'orders.csv');
}
