import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { UI_CATALOGUE_EN } from '@portal/contracts/web';

type StatusKey = keyof (typeof UI_CATALOGUE_EN)['status'];

/** A status value (account, KYC, transaction, ticket …) as a word of the page's language; an unknown value as given. */
export function useStatusText(): (status: string | null | undefined) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (status) => {
      if (!status) return '—';
      const key: `status.${StatusKey}` = `status.${status as StatusKey}`;
      return i18n.exists(key) ? (t as (k: string) => string)(key) : status.replace(/_/g, ' ');
    },
    [t, i18n],
  );
}
