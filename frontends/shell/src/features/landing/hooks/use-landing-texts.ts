import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_LANGUAGE, LANDING_TEXTS_EN, loadLandingTexts, type LandingTexts, type Language } from '@portal/contracts/landing';
import { rememberLanguage, rememberedLanguage } from '../../../components/LanguagePicker';

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
    const language = rememberedLanguage();
    if (language !== DEFAULT_LANGUAGE) show(language);
  }, [show]);

  const choose = useCallback(
    (language: Language) => {
      rememberLanguage(language);
      show(language);
    },
    [show],
  );

  return { ...shown, choose };
}
