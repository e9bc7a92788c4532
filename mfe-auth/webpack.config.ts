import { createAppConfig } from '@kuza/build';

export default createAppConfig({
  name: 'auth',
  dir: __dirname,
  title: 'Kuza — Accounts',
  exposes: {
    './SignInPage': './src/pages/sign-in-page.tsx',
    './SignUpPage': './src/pages/sign-up-page.tsx',
    './VerifyEmailPage': './src/pages/verify-email-page.tsx',
    './ForgotPasswordPage': './src/pages/forgot-password-page.tsx',
    './ResetPasswordPage': './src/pages/reset-password-page.tsx',
    './InvitationPage': './src/pages/invitation-page.tsx',
  },
});
