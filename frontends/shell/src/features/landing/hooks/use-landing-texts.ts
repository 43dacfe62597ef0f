import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_LANGUAGE, LANDING_TEXTS_EN, isLanguage, loadLandingTexts, type LandingTexts, type Language } from '@portal/contracts/landing';

/**
 * The language a signed-out visitor chose on the landing page, kept in this browser only (there is no account
 * yet to keep it in). Once signed in, the account's saved language is the one the portal shows.
 */
const REMEMBERED = 'portal.language';

function remembered(): Language {
  try {
    const stored = window.localStorage.getItem(REMEMBERED);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function remember(language: Language) {
  try {
    window.localStorage.setItem(REMEMBERED, language);
  } catch {
    // Storage refused (e.g. a private window): the choice holds for this page only.
  }
}

/**
 * The landing page's texts in the visitor's language. The first render is English, as prerendered into the
 * page (so hydration matches); a remembered other language follows once its texts arrive. `choose` switches
 * at once when the texts are there and remembers the choice; `<html lang>` follows what is shown.
 */
export function useLandingTexts() {
  const [shown, setShown] = useState<{ language: Language; texts: LandingTexts }>({ language: DEFAULT_LANGUAGE, texts: LANDING_TEXTS_EN });
  // The language asked for last: texts that arrive after the visitor picked yet another one are not shown.
  const wanted = useRef<Language>(DEFAULT_LANGUAGE);

  const show = useCallback((language: Language) => {
    wanted.current = language;
    void loadLandingTexts(language).then(
      (texts) => {
        if (wanted.current !== language) return;
        setShown({ language, texts });
        document.documentElement.lang = language;
      },
      () => undefined, // texts that cannot be fetched leave the page in the language it shows
    );
  }, []);

  useEffect(() => {
    const language = remembered();
    if (language !== DEFAULT_LANGUAGE) show(language);
  }, [show]);

  const choose = useCallback(
    (language: Language) => {
      remember(language);
      show(language);
    },
    [show],
  );

  return { ...shown, choose };
}
