import { expectSaga } from 'redux-saga-test-plan';
import type { Action } from 'redux';
import { MAX_PAGE_SIZE } from '../../../shared/constants';
import { ApiError } from '../../api/apiError';
import * as certificatesApi from '../../api/certificatesApi';
import { rootReducer, type RootState } from '../../app/rootReducer';
import { aCertificate, pageOf } from '../../testing/courseFixtures';
import { rootStateWith } from '../../testing/rootState';
import { verificationUrl } from './certificateLinks';
import { certificatesSaga } from './certificatesSaga';
import { certificatesActions, selectMyCertificates, selectVerifiedCertificate } from './certificatesSlice';

afterEach(() => jest.restoreAllMocks());

/** Runs the certificates' watcher on the real reducer, dispatching `actions`; the final state. */
async function run(...actions: Action[]) {
  let saga = expectSaga(certificatesSaga).withReducer(rootReducer, rootStateWith());
  for (const action of actions) saga = saga.dispatch(action);
  const { storeState } = await saga.silentRun(30);
  return storeState as RootState;
}

describe('my certificates', () => {
  it('loads my certificates, all on one page', async () => {
    const page = pageOf([aCertificate()]);
    const mine = jest.spyOn(certificatesApi, 'mine').mockResolvedValue(page);
    const state = await run(certificatesActions.mineRequested());
    expect(mine).toHaveBeenCalledWith({ page: 1, pageSize: MAX_PAGE_SIZE });
    expect(selectMyCertificates(state)).toEqual({ status: 'succeeded', key: null, data: page, error: null });
  });

  it('stores a failure of my certificates', async () => {
    jest.spyOn(certificatesApi, 'mine').mockRejectedValue(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'x' }));
    const state = await run(certificatesActions.mineRequested());
    expect(selectMyCertificates(state)).toMatchObject({ status: 'failed', data: null, error: { code: 'INTERNAL_ERROR', message: 'x', status: 500 } });
  });
});

describe('verifying a certificate', () => {
  it('verifies a code', async () => {
    const certificate = aCertificate();
    const verify = jest.spyOn(certificatesApi, 'verify').mockResolvedValue(certificate);
    const state = await run(certificatesActions.verifyRequested('ACAD-1234-ABCD'));
    expect(verify).toHaveBeenCalledWith('ACAD-1234-ABCD');
    expect(selectVerifiedCertificate(state)).toEqual({ status: 'succeeded', key: 'ACAD-1234-ABCD', data: certificate, error: null });
  });

  it('reports an unknown code', async () => {
    jest.spyOn(certificatesApi, 'verify').mockRejectedValue(new ApiError({ status: 404, code: 'CERTIFICATE_NOT_FOUND', message: 'x' }));
    const state = await run(certificatesActions.verifyRequested('NOPE'));
    expect(selectVerifiedCertificate(state)).toMatchObject({ status: 'failed', key: 'NOPE', data: null, error: { code: 'CERTIFICATE_NOT_FOUND' } });
  });

  it('shows the certificate of the last code asked for', async () => {
    const first = aCertificate({ code: 'FIRST' });
    const second = aCertificate({ code: 'SECOND' });
    jest
      .spyOn(certificatesApi, 'verify')
      .mockImplementationOnce(() => new Promise((resolve) => setTimeout(() => resolve(first), 15)))
      .mockResolvedValueOnce(second);
    const state = await run(certificatesActions.verifyRequested('FIRST'), certificatesActions.verifyRequested('SECOND'));
    expect(selectVerifiedCertificate(state)).toMatchObject({ status: 'succeeded', key: 'SECOND', data: second });
  });

  it('builds the public verification URL', () => {
    expect(verificationUrl('AB 1', 'https://academy.example')).toBe('https://academy.example/certificates/AB%201');
  });
});
