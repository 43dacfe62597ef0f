import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiCallLog } from '@portal/web-core';
import { ApiCallLog } from './ApiCallLog';

/** /admin/debug (admins only): the admin dashboard (given by the app) with the log of the API calls the page makes. */
export function DebugPage({ dashboard }: { dashboard: (title: string) => ReactNode }) {
  const { t } = useTranslation();
  const calls = useApiCallLog();
  return (
    <>
      {dashboard(t('adminDebug.debugTitle'))}
      <ApiCallLog calls={calls} />
    </>
  );
}
