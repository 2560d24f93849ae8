import '@testing-library/jest-dom';
import { configureApiClient } from '../../src/client/api/apiClient';
import { getAccessToken } from '../../src/client/features/auth/session';

// What src/client/index.tsx does at start: the API client reads the token from the session cookie.
// (The session module itself, not the auth feature's index: a test's jest.mock of a module the index
// pulls in must still apply to what the test renders.)
configureApiClient({ getAccessToken });
