// The instructor's earnings and orders as requests (app/request.ts): balances and monthly totals, the
// statement page, the orders page, the instructor's courses (the orders' course filter) and the two CSV
// exports. Only the lazily loaded "earnings" pages import this file.
import { call } from 'redux-saga/effects';
import type { Earnings, InstructorOrderPage, StatementPage } from '../../../shared/schemas/money';
import type { InstructorCourseList } from '../../../shared/schemas/studio';
import * as earningsApi from '../../api/earningsApi';
import type { InstructorOrderFilter, StatementFilter } from '../../api/earningsApi';
import { listCourses } from '../../api/studioApi';
import { defineRequest } from '../../app/request';
import { saveFile } from '../teaching';
import { callTracked } from '../ui';

export const STATEMENT_PAGE_SIZE = 25;
export const ORDERS_PAGE_SIZE = 20;

export const earningsRequest = defineRequest<'mine', Earnings>('earnings/earnings', () => earningsApi.getEarnings(), { keyOf: String });

export const statementRequest = defineRequest<StatementFilter, StatementPage>('earnings/statement', (query) => earningsApi.listStatement(query));

export const ordersRequest = defineRequest<InstructorOrderFilter, InstructorOrderPage>('earnings/orders', (query) => earningsApi.listInstructorOrders(query));

export const orderCoursesRequest = defineRequest<'mine', InstructorCourseList>('earnings/courses', () => listCourses(), { keyOf: String });

/** Downloads the statement of the filters as CSV and saves it. */
export function* exportStatementCsv(query: Omit<StatementFilter, 'page' | 'pageSize'>) {
  const file: earningsApi.DownloadedFile = yield* callTracked(earningsApi.downloadStatementCsv, query);
  yield call(saveFile, file.blob, file.fileName);
  return file.fileName;
}
export const statementCsvRequest = defineRequest('earnings/statementCsv', exportStatementCsv, { mode: 'leading' });

/** Downloads the orders of the filters as CSV and saves it. */
export function* exportOrdersCsv(query: Omit<InstructorOrderFilter, 'page' | 'pageSize'>) {
  const file: earningsApi.DownloadedFile = yield* callTracked(earningsApi.downloadInstructorOrdersCsv, query);
  yield call(saveFile, file.blob, file.fileName);
  return file.fileName;
}
export const ordersCsvRequest = defineRequest('earnings/ordersCsv', exportOrdersCsv, { mode: 'leading' });
