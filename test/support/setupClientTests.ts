import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { configureApiClient } from '../../src/client/api/apiClient';
import { getAccessToken } from '../../src/client/features/auth/session';

// What src/client/index.tsx does at start: the API client reads the token from the session cookie.
// (The session module itself, not the auth feature's index: a test's jest.mock of a module the index
// pulls in must still apply to what the test renders.)
configureApiClient({ getAccessToken });

// findBy*/waitFor give up after this long. Lazy route chunks are compiled on first import, which on
// this shared 2-core machine under load can take seconds; the default 1 s made such tests flaky.
// It is a ceiling, not a speed assertion: a passing test returns as soon as its element appears.
configure({ asyncUtilTimeout: 5_000 });
