import { Link } from '@portal/web-core/router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@portal/web-core/ui';
import { AuthLayout } from '../components/AuthLayout';

export default function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('shell.pageNotFound'));
  return (
    <AuthLayout>
      <h1>{t('shell.pageNotFound')}</h1>
      <p className="lead">{t('auth.notFoundText')}</p>
      <Link to="/" className="btn btn-primary">
        {t('common.goHome')}
      </Link>
    </AuthLayout>
  );
}
