// The auth area's account pages: /auth/activate, /auth/forgot-password, /auth/reset-password and the
// e-mail change links /auth/confirm-email and /auth/revert-email; any other /auth path shows `notFound`.
// The router sends every other /auth path here, so that these pages add no route table to the /home
// bundle (its JS budget is nearly used up).
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import ActivatePage from './ActivatePage';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';
import EmailChangeLinkPage from './EmailChangeLinkPage';
import { AUTH_PAGES } from '../../app/paths';

export default function AuthAccountPage({ notFound }: { notFound: ReactNode }) {
  const page = useParams()['*'];
  if (page === AUTH_PAGES.activate) return <ActivatePage />;
  if (page === AUTH_PAGES.forgotPassword) return <ForgotPasswordPage />;
  if (page === AUTH_PAGES.resetPassword) return <ResetPasswordPage />;
  if (page === AUTH_PAGES.confirmEmail) return <EmailChangeLinkPage kind="confirm" />;
  if (page === AUTH_PAGES.revertEmail) return <EmailChangeLinkPage kind="revert" />;
  return <>{notFound}</>;
}
