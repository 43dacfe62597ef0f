import { useTranslation } from 'react-i18next';
import { PinSection } from './PinSection';
import { PasswordForm } from './PasswordForm';

export function SecuritySection() {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="set-security">
      <h2 id="set-security">{t('security.title')}</h2>
      <PinSection />
      <PasswordForm />
    </section>
  );
}
