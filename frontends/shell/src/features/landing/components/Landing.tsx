import { ChartColumn, Compass, FlaskConical, MessagesSquare, MonitorSmartphone, Rocket, ShieldCheck, Sprout, Zap } from 'lucide-react';
import { Link } from '@portal/web-core/router';
import { LANGUAGE_LOCALES, type LandingTexts } from '@portal/contracts/landing';
import { LegalLinks } from '../../../components/LegalLinks';
import { usePageTitle } from '@portal/web-core/ui';
import { Brand } from '../../../components/Brand';
import { LanguagePicker } from '../../../components/LanguagePicker';
import { useLandingTexts } from '../hooks/use-landing-texts';

type TextKey = keyof LandingTexts;

/** The figures, formatted for the language shown: amounts in compact US dollars, counts grouped, each "or more". */
const STATS: { label: TextKey; format: (locale: string) => string }[] = [
  { label: 'statFunds', format: (l) => compactUsd(l, 2.5e9) },
  { label: 'statProjects', format: (l) => count(l, 500) },
  { label: 'statCountries', format: (l) => count(l, 50) },
  { label: 'statEntrepreneurs', format: (l) => count(l, 73_000) },
  { label: 'statMobilized', format: (l) => compactUsd(l, 320.7e9) },
  { label: 'statPartnerships', format: (l) => count(l, 25) },
];

function compactUsd(locale: string, amount: number) {
  return `${new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }).format(amount)}+`;
}

function count(locale: string, n: number) {
  return `${new Intl.NumberFormat(locale).format(n)}+`;
}

const FUNDS = [
  { icon: FlaskConical, title: 'fundResearchTitle', text: 'fundResearchText' },
  { icon: MonitorSmartphone, title: 'fundDigitalTitle', text: 'fundDigitalText' },
  { icon: Sprout, title: 'fundSustainableTitle', text: 'fundSustainableText' },
] as const;

const FEATURES = [
  { icon: ShieldCheck, title: 'featureSecureTitle', text: 'featureSecureText' },
  { icon: Zap, title: 'featureRealTimeTitle', text: 'featureRealTimeText' },
  { icon: MessagesSquare, title: 'featureSupportTitle', text: 'featureSupportText' },
  { icon: Rocket, title: 'featureRapidTitle', text: 'featureRapidText' },
  { icon: Compass, title: 'featureGuidanceTitle', text: 'featureGuidanceText' },
  { icon: ChartColumn, title: 'featureReportingTitle', text: 'featureReportingText' },
] as const;

const STEPS = [
  { title: 'stepApplyTitle', text: 'stepApplyText' },
  { title: 'stepApprovalTitle', text: 'stepApprovalText' },
  { title: 'stepFundingTitle', text: 'stepFundingText' },
  { title: 'stepGoalsTitle', text: 'stepGoalsText' },
] as const;

const TESTIMONIALS = [
  { quote: 'testimonialCooperativeQuote', name: 'Amara N.', role: 'testimonialCooperativeRole' },
  { quote: 'testimonialEnergyQuote', name: 'Lucas M.', role: 'testimonialEnergyRole' },
] as const;

export function Landing() {
  usePageTitle();
  const { language, texts: t, choose } = useLandingTexts();
  const locale = LANGUAGE_LOCALES[language];
  return (
    <>
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <header className="site-header">
        <div className="container">
          <Brand />
          <div className="header-actions">
            <LanguagePicker value={language} onChange={choose} label={t.language} />
            <nav aria-label={t.accountNav}>
              <Link to="/login" className="btn btn-primary btn-sm">
                {t.login}
              </Link>
            </nav>
          </div>
        </div>
      </header>

      <main id="main">
        <section className="hero" aria-labelledby="hero-title">
          <div className="container">
            <span className="eyebrow">{t.eyebrow}</span>
            <h1 id="hero-title">{t.heroTitle}</h1>
            <p>{t.heroText}</p>
            <div className="hero-actions">
              <Link to="/register" className="btn btn-primary">
                {t.getStarted}
              </Link>
              <a href="#funds" className="btn btn-ghost-light">
                {t.learnMore}
              </a>
            </div>
          </div>
        </section>

        <section aria-label={t.statsLabel}>
          <div className="container">
            <ul className="stats" role="list">
              {STATS.map((s) => (
                <li className="stat" key={s.label}>
                  <strong>{s.format(locale)}</strong>
                  <span>{t[s.label]}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="section" id="funds" aria-labelledby="funds-title">
          <div className="container">
            <div className="section-title">
              <h2 id="funds-title">{t.fundsTitle}</h2>
              <p>{t.fundsIntro}</p>
            </div>
            <div className="grid-3">
              {FUNDS.map((f) => (
                <article className="card fund-card" key={f.title}>
                  <span className="icon" aria-hidden="true">
                    <f.icon size={22} strokeWidth={2} />
                  </span>
                  <h3>{t[f.title]}</h3>
                  <p>{t[f.text]}</p>
                </article>
              ))}
            </div>
          </div>
        </section>

        <section className="section section-alt" aria-labelledby="services-title">
          <div className="container">
            <div className="section-title">
              <h2 id="services-title">{t.whyTitle}</h2>
              <p>{t.whyIntro}</p>
            </div>
            <div className="grid-3">
              {FEATURES.map((f) => (
                <div className="feature" key={f.title}>
                  <span className="icon" aria-hidden="true">
                    <f.icon size={22} strokeWidth={2} />
                  </span>
                  <h3>{t[f.title]}</h3>
                  <p>{t[f.text]}</p>
                </div>
              ))}
            </div>
          </div>
        </section>

        <section className="section" aria-labelledby="steps-title">
          <div className="container">
            <div className="section-title">
              <h2 id="steps-title">{t.stepsTitle}</h2>
              <p>{t.stepsIntro}</p>
            </div>
            <ol className="grid-4 plain-list">
              {STEPS.map((s, i) => (
                <li className="step" key={s.title}>
                  <span className="step-number" aria-hidden="true">
                    {i + 1}
                  </span>
                  <h3>{t[s.title]}</h3>
                  <p>{t[s.text]}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className="section section-alt" aria-labelledby="testimonials-title">
          <div className="container">
            <div className="section-title">
              <h2 id="testimonials-title">{t.testimonialsTitle}</h2>
            </div>
            <div className="grid-2">
              {TESTIMONIALS.map((q) => (
                <figure className="card testimonial" key={q.name} style={{ margin: 0 }}>
                  <div className="stars" role="img" aria-label={t.stars}>
                    ★★★★★
                  </div>
                  <blockquote>“{t[q.quote]}”</blockquote>
                  <footer>
                    <strong>{q.name}</strong> · {t[q.role]}
                  </footer>
                </figure>
              ))}
            </div>
          </div>
        </section>

        <section className="section cta" aria-labelledby="cta-title">
          <div className="container">
            <h2 id="cta-title">{t.ctaTitle}</h2>
            <p>{t.ctaText}</p>
            <Link to="/register" className="btn btn-light">
              {t.ctaButton}
            </Link>
          </div>
        </section>
      </main>

      <footer className="site-footer">
        <div className="container">
          <div className="footer-grid">
            <div>
              <h3>{t.footerTitle}</h3>
              <p>{t.footerText}</p>
            </div>
            <div>
              <h3>{t.explore}</h3>
              <ul className="footer-links">
                <li>{t.aboutUs}</li>
                <li>{t.services}</li>
                <li>{t.contact}</li>
                <li>{t.support}</li>
              </ul>
            </div>
            <div>
              <h3>{t.contact}</h3>
              <address>
                Rue du Rhône 100
                <br />
                1204 Geneva, Switzerland
                <br />
                <a href="mailto:info@unseaf-grants.org" style={{ color: '#8fe3dc' }}>
                  info@unseaf-grants.org
                </a>
                <br />
                <a href="tel:+41220000000" style={{ color: '#8fe3dc' }}>
                  +41 22 000 00 00
                </a>
              </address>
            </div>
          </div>
          <div className="footer-bottom">
            {t.rights.replace('{{year}}', String(new Date().getFullYear()))} <LegalLinks className="footer-legal" texts={t} />
          </div>
        </div>
      </footer>
    </>
  );
}
