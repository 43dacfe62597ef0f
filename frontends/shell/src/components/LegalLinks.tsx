import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';

/** Links to the Terms of Service and the Privacy Policy (landing footer, registration, sign-in). */
export function LegalLinks({ className }: { className?: string }) {
  return (
    <span className={className}>
      <Link to="/terms">Terms of Service</Link> · <Link to="/privacy">Privacy Policy</Link>
    </span>
  );
}

/** The signed-in frames' footer links, in the reader's language. */
export const legalLinks = (t: TFunction) => [
  { to: '/terms', label: t('legal.termsTitle') },
  { to: '/privacy', label: t('legal.privacyTitle') },
];
