// What a person whose account an admin disabled sees on the log-in page: the server's
// AUTH_ACCOUNT_DISABLED, in words (ERRORS.AUTH_ACCOUNT_DISABLED), not a generic failure.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import * as authApi from '../../api/authApi';
import { ApiError } from '../../api/apiError';
import { paths } from '../../app/paths';
import { renderWithProviders } from '../../testing/renderWithProviders';
import LoginPage from '../auth/LoginPage';

jest.mock('../../api/authApi');
const api = jest.mocked(authApi);

it('says the account is disabled when the server refuses the sign-in with AUTH_ACCOUNT_DISABLED', async () => {
  api.login.mockRejectedValue(new ApiError({ status: 403, code: 'AUTH_ACCOUNT_DISABLED', message: 'This account has been disabled.' }));
  renderWithProviders(
    <Routes>
      <Route path={paths.logIn()} element={<LoginPage />} />
    </Routes>,
    { runSagas: true, route: paths.logIn(), preloadedState: { locale: { lang: 'en', country: 999 } } },
  );
  await userEvent.type(screen.getByRole('textbox', { name: /Username or email/ }), 'ann.lee');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Correct-Horse-9');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This account has been disabled. Please contact support if you think this is a mistake.');
  expect(api.login).toHaveBeenCalledWith({ username: 'ann.lee', password: 'Correct-Horse-9' });
});
