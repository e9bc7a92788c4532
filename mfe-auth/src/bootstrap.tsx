import { mountStandalone } from '@kuza/ui';
import SignInPage from './pages/sign-in-page';
import SignUpPage from './pages/sign-up-page';
import VerifyEmailPage from './pages/verify-email-page';
import ForgotPasswordPage from './pages/forgot-password-page';
import ResetPasswordPage from './pages/reset-password-page';
import InvitationPage from './pages/invitation-page';

/** Standalone host: this remote alone, with its own store, for isolated development and QA. */
void mountStandalone({
  remote: 'auth',
  pages: {
    './SignInPage': SignInPage,
    './SignUpPage': SignUpPage,
    './VerifyEmailPage': VerifyEmailPage,
    './ForgotPasswordPage': ForgotPasswordPage,
    './ResetPasswordPage': ResetPasswordPage,
    './InvitationPage': InvitationPage,
  },
});
