import { Link } from '@portal/web-core/router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@portal/web-core/ui';
import { AuthLayout } from '../../../components/AuthLayout';

type Section = readonly [heading: string, text: string];

/** /terms and /privacy: the portal's Terms of Service and Privacy Policy, plain content in the page's language. */
export function LegalPage({ page }: { page: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const title = page === 'terms' ? t('legal.termsTitle') : t('legal.privacyTitle');
  usePageTitle(title);
  const intro = page === 'terms' ? t('legal.termsIntro') : t('legal.privacyIntro');
  const sections: Section[] =
    page === 'terms'
      ? [
          [t('legal.termsAccountHeading'), t('legal.termsAccountText')],
          [t('legal.termsFundsHeading'), t('legal.termsFundsText')],
          [t('legal.termsConductHeading'), t('legal.termsConductText')],
          [t('legal.termsChangesHeading'), t('legal.termsChangesText')],
        ]
      : [
          [t('legal.privacyDataHeading'), t('legal.privacyDataText')],
          [t('legal.privacyUseHeading'), t('legal.privacyUseText')],
          [t('legal.privacySecurityHeading'), t('legal.privacySecurityText')],
          [t('legal.privacyRightsHeading'), t('legal.privacyRightsText')],
        ];
  return (
    <AuthLayout wide>
      <article className="legal-page">
        <h1>{title}</h1>
        <p className="muted">{t('legal.updated')}</p>
        <p className="lead">{intro}</p>
        {sections.map(([heading, text]) => (
          <section key={heading}>
            <h2>{heading}</h2>
            <p>{text}</p>
          </section>
        ))}
        <p>
          <Link to={page === 'terms' ? '/privacy' : '/terms'}>{page === 'terms' ? t('legal.privacyTitle') : t('legal.termsTitle')}</Link>
          {' · '}
          <Link to="/">{t('legal.backHome')}</Link>
        </p>
      </article>
    </AuthLayout>
  );
}

export function TermsPage() {
  return <LegalPage page="terms" />;
}

export function PrivacyPage() {
  return <LegalPage page="privacy" />;
}
