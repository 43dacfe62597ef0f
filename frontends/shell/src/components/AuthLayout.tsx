import { useEffect, useState, type ReactNode } from 'react';
import { Link } from '@portal/web-core/router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/contracts/web';
import { applyLanguage, currentLanguage, visitorLanguageApplies } from '@portal/web-core';
import { Brand } from './Brand';
import { LanguagePicker, rememberLanguage, rememberedLanguage } from './LanguagePicker';

/**
 * Shows the signed-out pages in the language the visitor chose (on the landing page or here), read once when
 * the frame mounts. Until that language's texts are there the frame stays empty, so no English flashes first;
 * a language that cannot be loaded leaves the page in English. Where a signed-in account's language is shown,
 * it wins: the visitor's choice is neither applied nor offered.
 */
function useVisitorLanguage() {
  const [ready, setReady] = useState(() => !visitorLanguageApplies() || rememberedLanguage() === currentLanguage());
  useEffect(() => {
    let live = true;
    void applyLanguage(rememberedLanguage(), 'visitor')
      .catch(() => undefined)
      .then(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, []);
  const choose = (language: Language) => {
    rememberLanguage(language);
    void applyLanguage(language, 'visitor').catch(() => undefined);
  };
  return { ready, offered: visitorLanguageApplies(), choose };
}

/** Frame of the sign-in, registration and password screens; every one links back to the landing page. */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  const { ready, offered, choose } = useVisitorLanguage();
  if (!ready) return <div className="auth-page" aria-busy="true" />;
  return (
    <div className="auth-page">
      <header className="site-header">
        <div className="container">
          <Brand />
          <div className="header-actions">
            {offered && <LanguagePicker value={currentLanguage()} onChange={choose} label={t('auth.language')} />}
            <Link to="/" className="btn btn-ghost-light btn-sm">
              {t('auth.backToHome')}
            </Link>
          </div>
        </div>
      </header>
      <main id="main" className="auth-main">
        <div className={`card auth-card${wide ? ' wide' : ''}`}>{children}</div>
      </main>
    </div>
  );
}
