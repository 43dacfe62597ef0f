import { Link } from '@portal/web-core/router';
import { LANDING_TEXTS_EN, type LandingTexts } from '@portal/contracts/landing';

/** Links to the Terms of Service and the Privacy Policy (landing footer, registration, sign-in), in English unless `texts` say otherwise. */
export function LegalLinks({ className, texts = LANDING_TEXTS_EN }: { className?: string; texts?: Pick<LandingTexts, 'terms' | 'privacy'> }) {
  return (
    <span className={className}>
      <Link to="/terms">{texts.terms}</Link> · <Link to="/privacy">{texts.privacy}</Link>
    </span>
  );
}
