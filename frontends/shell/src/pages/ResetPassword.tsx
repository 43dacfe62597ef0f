import { Link } from 'react-router-dom';
import { AuthLayout } from '../components/AuthLayout';
import { usePageTitle } from '../components/usePageTitle';

/** Placeholder: the reset link from the email opens Keycloak's own set-new-password page. */
export default function ResetPassword() {
  usePageTitle('Reset Password');
  return (
    <AuthLayout>
      <h1>Reset Password</h1>
      <p className="lead">Open the reset link from your email to choose a new password.</p>
      <p className="hint" style={{ color: 'var(--muted)' }}>Password must be at least 6 characters long.</p>
      <div className="auth-links">
        <Link to="/forgot-password">Request a new reset link</Link>
        <Link to="/login">Back to Login</Link>
      </div>
    </AuthLayout>
  );
}
