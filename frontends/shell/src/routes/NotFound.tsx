import { Link } from 'react-router-dom';
import { usePageTitle } from '@portal/web-core/ui';
import { AuthLayout } from '../components/AuthLayout';

export default function NotFound() {
  usePageTitle('Page not found');
  return (
    <AuthLayout>
      <h1>Page not found</h1>
      <p className="lead">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="btn btn-primary">
        Go to Home
      </Link>
    </AuthLayout>
  );
}
