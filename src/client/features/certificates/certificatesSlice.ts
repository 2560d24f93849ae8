import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Page } from '../../../shared/schemas/common';
import type { Certificate } from '../../../shared/schemas/courses';
import type { ErrorInfo } from '../../lib/errors';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface CertificatesState {
  /** The student's own certificates (/student/certificates). */
  mine: { items: Certificate[]; total: number; status: LoadStatus; error: ErrorInfo | null };
  /** One certificate checked by its public code (/certificates/:code). */
  verified: { code: string | null; certificate: Certificate | null; status: LoadStatus; error: ErrorInfo | null };
}

export const initialCertificatesState: CertificatesState = {
  mine: { items: [], total: 0, status: 'idle', error: null },
  verified: { code: null, certificate: null, status: 'idle', error: null },
};

const certificatesSlice = createSlice({
  name: 'certificates',
  initialState: initialCertificatesState,
  reducers: {
    mineRequested(state) {
      state.mine.status = 'loading';
      state.mine.error = null;
    },
    mineLoaded(state, action: PayloadAction<Page<Certificate>>) {
      state.mine = { items: action.payload.items, total: action.payload.total, status: 'loaded', error: null };
    },
    mineFailed(state, action: PayloadAction<ErrorInfo>) {
      state.mine.status = 'failed';
      state.mine.error = action.payload;
    },
    verifyRequested(state, action: PayloadAction<string>) {
      if (state.verified.code !== action.payload) state.verified.certificate = null;
      state.verified.code = action.payload;
      state.verified.status = 'loading';
      state.verified.error = null;
    },
    verified(state, action: PayloadAction<Certificate>) {
      state.verified.certificate = action.payload;
      state.verified.status = 'loaded';
    },
    verifyFailed(state, action: PayloadAction<ErrorInfo>) {
      state.verified.certificate = null;
      state.verified.status = 'failed';
      state.verified.error = action.payload;
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
