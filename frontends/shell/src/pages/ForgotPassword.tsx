import { Link } from 'react-router-dom';
import { AuthLayout } from '../components/AuthLayout';
import { usePageTitle } from '../components/usePageTitle';

/** Placeholder: password recovery runs on the Keycloak sign-in page ("Forgot Password?"). */
export default function ForgotPassword() {
  usePageTitle('Forgot Password');
  return (
    <AuthLayout>
      <h1>Forgot Password</h1>
      <p className="lead">
        To reset your password, open the sign-in page and choose “Forgot Password?”. We will email you a reset link;
        the link expires in 24 hours. If the email does not arrive, please check your spam folder.
      </p>
      <Link to="/login" className="btn btn-primary btn-block">Back to Login</Link>
    </AuthLayout>
  );
}
