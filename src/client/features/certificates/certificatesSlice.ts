import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Page } from '../../../shared/schemas/common';
import type { Certificate } from '../../../shared/schemas/courses';
import { idleRequest, requestFailed, requestStarted, requestSucceeded, type RequestError, type RequestState } from '../../app/request';

export interface CertificatesState {
  /** The student's own certificates (/student/certificates). */
  mine: RequestState<Page<Certificate>>;
  /** One certificate checked by its public code (/certificates/:code), the key. */
  verified: RequestState<Certificate>;
}

export const initialCertificatesState: CertificatesState = { mine: idleRequest<Page<Certificate>>(), verified: idleRequest<Certificate>() };

const certificatesSlice = createSlice({
  name: 'certificates',
  initialState: initialCertificatesState,
  reducers: {
    mineRequested(state) {
      requestStarted(state.mine);
    },
    mineLoaded(state, action: PayloadAction<Page<Certificate>>) {
      requestSucceeded(state.mine, action.payload);
    },
    mineFailed(state, action: PayloadAction<RequestError>) {
      requestFailed(state.mine, action.payload);
    },
    verifyRequested(state, action: PayloadAction<string>) {
      requestStarted(state.verified, action.payload);
    },
    verified(state, action: PayloadAction<Certificate>) {
      requestSucceeded(state.verified, action.payload);
    },
    verifyFailed(state, action: PayloadAction<RequestError>) {
      requestFailed(state.verified, action.payload);
    },
  },
});

export const certificatesActions = certificatesSlice.actions;
export const certificatesReducer = certificatesSlice.reducer;

interface WithCertificates {
  certificates: CertificatesState;
}
export const selectMyCertificates = (state: WithCertificates): CertificatesState['mine'] => state.certificates.mine;
export const selectVerifiedCertificate = (state: WithCertificates): CertificatesState['verified'] => state.certificates.verified;
