import { Link } from 'react-router-dom';
import { AuthFooterText, AuthLayout } from '../components/auth-layout';
import { ForgotPasswordForm } from '../features/password/forgot-password-form';

export default function ForgotPasswordPage() {
  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email you signed up with and we will send you a link to set a new password."
      footer={
        <AuthFooterText>
          <Link to="/signin">Go back</Link>
        </AuthFooterText>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
