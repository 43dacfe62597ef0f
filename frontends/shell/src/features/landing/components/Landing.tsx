import { ChartColumn, Compass, FlaskConical, MessagesSquare, MonitorSmartphone, Rocket, ShieldCheck, Sprout, Zap } from 'lucide-react';
import { Link } from 'react-router-dom';
import { LegalLinks } from '../../../components/LegalLinks';
import { usePageTitle } from '@portal/web-core/ui';
import { Brand } from '../../../components/Brand';

const STATS = [
  { value: '$2.5B+', label: 'Funds Distributed' },
  { value: '500+', label: 'Projects Funded' },
  { value: '50+', label: 'Countries Served' },
  { value: '73,000+', label: 'Entrepreneurs Supported' },
  { value: '$320.7B+', label: 'Funding Mobilized' },
  { value: '25+', label: 'UN Partnerships' },
];

const FUNDS = [
  {
    icon: FlaskConical,
    title: 'R&D Impact Fund',
    text: 'Grants for research and development that turns new ideas into measurable social and environmental impact.',
  },
  {
    icon: MonitorSmartphone,
    title: 'Business Digitization Fund',
    text: 'Support for businesses moving their operations, sales and services onto modern digital platforms.',
  },
  {
    icon: Sprout,
    title: 'Sustainable Development Fund',
    text: 'Funding for projects that advance sustainable growth, clean energy and resilient communities.',
  },
];

const FEATURES = [
  { icon: ShieldCheck, title: 'Secure Platform', text: 'Your account and grant funds are protected with strong sign-in and verified identities.' },
  { icon: Zap, title: 'Real-time Transactions', text: 'See every credit and debit on your grant balance as soon as it happens.' },
  { icon: MessagesSquare, title: '24/7 Support', text: 'Open a support ticket at any time; our team answers in the portal and lets you know by e-mail.' },
  { icon: Rocket, title: 'Rapid Fund Deployment', text: 'Approved grants reach your account quickly so your project can start sooner.' },
  { icon: Compass, title: 'Expert Guidance', text: 'Advisers help you plan milestones and make the most of your funding.' },
  { icon: ChartColumn, title: 'Transparent Reporting', text: 'Clear statements and transaction history for you and your stakeholders.' },
];

const STEPS = [
  { title: 'Apply with a Proposal', text: 'Describe your project and register with the grant number you were assigned.' },
  { title: 'Get Approval', text: 'An administrator reviews your account and verifies your grant details.' },
  { title: 'Receive Funding', text: 'Once approved and verified, your grant balance is available in your dashboard.' },
  { title: 'Achieve Goals', text: 'Use your funds for your project and track progress with transparent reporting.' },
];

const TESTIMONIALS = [
  {
    quote: 'The grant helped us digitize our cooperative’s sales. The portal made every step clear, from approval to our first withdrawal.',
    name: 'Amara N.',
    role: 'Founder, agricultural cooperative',
  },
  {
    quote: 'Fast approval, transparent reporting and a support team that answers. Our clean-energy pilot reached three new villages.',
    name: 'Lucas M.',
    role: 'Director, renewable energy start-up',
  },
];

export function Landing() {
  usePageTitle();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="container">
          <Brand />
          <nav className="header-actions" aria-label="Account">
            <Link to="/login" className="btn btn-primary btn-sm">
              Login
            </Link>
          </nav>
        </div>
      </header>

      <main id="main">
        <section className="hero" aria-labelledby="hero-title">
          <div className="container">
            <span className="eyebrow">Development &amp; Sustainability Accelerator</span>
            <h1 id="hero-title">Funding the businesses that build a sustainable future</h1>
            <p>
              UNSEAF awards grants to entrepreneurs and businesses with projects that create lasting impact. Register with your grant number, get approved and
              manage your grant funds in one secure place.
            </p>
            <div className="hero-actions">
              <Link to="/register" className="btn btn-primary">
                Get Started
              </Link>
              <a href="#funds" className="btn btn-ghost-light">
                Learn More
              </a>
            </div>
          </div>
        </section>

        <section aria-label="Our impact in numbers">
          <div className="container">
            <ul className="stats" role="list">
              {STATS.map((s) => (
                <li className="stat" key={s.label}>
                  <strong>{s.value}</strong>
                  <span>{s.label}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="section" id="funds" aria-labelledby="funds-title">
          <div className="container">
            <div className="section-title">
              <h2 id="funds-title">Our Funds</h2>
              <p>Three funds, one goal: helping businesses grow while advancing sustainable development.</p>
            </div>
            <div className="grid-3">
              {FUNDS.map((f) => (
                <article className="card fund-card" key={f.title}>
                  <span className="icon" aria-hidden="true">
                    <f.icon size={22} strokeWidth={2} />
                  </span>
                  <h3>{f.title}</h3>
                  <p>{f.text}</p>
                </article>
              ))}
            </div>
          </div>
        </section>

        <section className="section section-alt" aria-labelledby="services-title">
          <div className="container">
            <div className="section-title">
              <h2 id="services-title">Why Choose Us</h2>
              <p>Everything you need to receive, manage and report on your grant.</p>
            </div>
            <div className="grid-3">
              {FEATURES.map((f) => (
                <div className="feature" key={f.title}>
                  <span className="icon" aria-hidden="true">
                    <f.icon size={22} strokeWidth={2} />
                  </span>
                  <h3>{f.title}</h3>
                  <p>{f.text}</p>
                </div>
              ))}
            </div>
          </div>
        </section>

        <section className="section" aria-labelledby="steps-title">
          <div className="container">
            <div className="section-title">
              <h2 id="steps-title">How It Works</h2>
              <p>Four steps from proposal to results.</p>
            </div>
            <ol className="grid-4 plain-list">
              {STEPS.map((s, i) => (
                <li className="step" key={s.title}>
                  <span className="step-number" aria-hidden="true">
                    {i + 1}
                  </span>
                  <h3>{s.title}</h3>
                  <p>{s.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className="section section-alt" aria-labelledby="testimonials-title">
          <div className="container">
            <div className="section-title">
              <h2 id="testimonials-title">What Our Partners Say</h2>
            </div>
            <div className="grid-2">
              {TESTIMONIALS.map((t) => (
                <figure className="card testimonial" key={t.name} style={{ margin: 0 }}>
                  <div className="stars" role="img" aria-label="5 out of 5 stars">
                    ★★★★★
                  </div>
                  <blockquote>“{t.quote}”</blockquote>
                  <footer>
                    <strong>{t.name}</strong> · {t.role}
                  </footer>
                </figure>
              ))}
            </div>
          </div>
        </section>

        <section className="section cta" aria-labelledby="cta-title">
          <div className="container">
            <h2 id="cta-title">Ready to grow your project?</h2>
            <p>Register with your grant number and take the first step today.</p>
            <Link to="/register" className="btn btn-light">
              Start Your Journey
            </Link>
          </div>
        </section>
      </main>

      <footer className="site-footer">
        <div className="container">
          <div className="footer-grid">
            <div>
              <h3>UNSEAF Grant Portal</h3>
              <p>Accelerating development and sustainability through grants for entrepreneurs and businesses.</p>
            </div>
            <div>
              <h3>Explore</h3>
              <ul className="footer-links">
                <li>About Us</li>
                <li>Services</li>
                <li>Contact</li>
                <li>Support</li>
              </ul>
            </div>
            <div>
              <h3>Contact</h3>
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
            © {new Date().getFullYear()} UNSEAF Grant Portal. All rights reserved. <LegalLinks className="footer-legal" />
          </div>
        </div>
      </footer>
    </>
  );
}
