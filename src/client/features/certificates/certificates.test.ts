import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../api/apiError';
import * as certificatesApi from '../../api/certificatesApi';
import { rootReducer } from '../../app/rootReducer';
import { aCertificate, pageOf } from '../../testing/courseFixtures';
import { verificationUrl } from './certificateLinks';
import { loadMyCertificatesSaga, verifyCertificateSaga } from './certificatesSaga';
import { certificatesActions } from './certificatesSlice';

describe('certificates sagas', () => {
  it('loads my certificates', async () => {
    const page = pageOf([aCertificate()]);
    const { storeState } = await expectSaga(loadMyCertificatesSaga)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(certificatesApi.mine), page]])
      .put(certificatesActions.mineLoaded(page))
      .run();
    expect(storeState.certificates.mine).toMatchObject({ status: 'loaded', items: page.items });
  });

  it('stores a failure of my certificates', () =>
    expectSaga(loadMyCertificatesSaga)
      .provide([[matchers.call.fn(certificatesApi.mine), throwError(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'x' }))]])
      .put(certificatesActions.mineFailed({ code: 'INTERNAL_ERROR', message: 'x' }))
      .run());

  it('verifies a code', async () => {
    const certificate = aCertificate();
    const { storeState } = await expectSaga(verifyCertificateSaga, certificatesActions.verifyRequested('ACAD-1234-ABCD'))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(certificatesApi.verify), certificate]])
      .call(certificatesApi.verify, 'ACAD-1234-ABCD')
      .run();
    expect(storeState.certificates.verified).toMatchObject({ status: 'loaded', certificate });
  });

  it('reports an unknown code', async () => {
    const { storeState } = await expectSaga(verifyCertificateSaga, certificatesActions.verifyRequested('NOPE'))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(certificatesApi.verify), throwError(new ApiError({ status: 404, code: 'CERTIFICATE_NOT_FOUND', message: 'x' }))]])
      .run();
    expect(storeState.certificates.verified).toMatchObject({ status: 'failed', certificate: null, error: { code: 'CERTIFICATE_NOT_FOUND' } });
  });

  it('builds the public verification URL', () => {
    expect(verificationUrl('AB 1', 'https://academy.example')).toBe('https://academy.example/certificates/AB%201');
  });
});
