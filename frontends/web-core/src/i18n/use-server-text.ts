import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_CATALOGUE_EN } from '@portal/contracts/web';

let byEnglishText: Map<string, string> | null = null;

/** English text → its first catalogue key, for the texts the catalogue takes from the contracts' constants. */
function keyOf(text: string): string | undefined {
  if (!byEnglishText) {
    byEnglishText = new Map();
    const walk = (node: object, prefix: string) => {
      for (const [key, value] of Object.entries(node)) {
        if (typeof value === 'string') {
          if (!value.includes('{{') && !byEnglishText!.has(value)) byEnglishText!.set(value, prefix + key);
        } else if (value && typeof value === 'object') walk(value, `${prefix}${key}.`);
      }
    };
    walk(UI_CATALOGUE_EN, '');
  }
  return byEnglishText.get(text);
}

/**
 * A message the server answered (the contracts' English constant, e.g. "Profile update failed") in the
 * page's language when the catalogue has it; any other text as the server wrote it.
 */
export function useServerText(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      const key = keyOf(message);
      return key ? (t as (k: string) => string)(key) : message;
    },
    [t],
  );
}
