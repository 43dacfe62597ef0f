import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiError, Profile } from '@portal/contracts/web';
import { useDateFormat, useStatusText } from '@portal/web-core';
import { Loading } from '@portal/web-core/ui';

/** The recipient's account details (spec 2 §2.7 "Account Information"). */
export function AccountInformation({ profile }: { profile: UseQueryResult<Profile | null, ApiError> }) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const statusText = useStatusText();
  const p = profile.data;
  return (
    <section className="card" aria-labelledby="set-account">
      <h2 id="set-account">{t('settings.accountInformation')}</h2>
      {p ? (
        <dl className="detail-list">
          <dt>{t('settings.fullName')}</dt>
          <dd>{p.fullName}</dd>
          <dt>{t('settings.email')}</dt>
          <dd>{p.email}</dd>
          <dt>{t('settings.grantNumber')}</dt>
          <dd>{p.grantNumber}</dd>
          <dt>{t('settings.accountNumber')}</dt>
          <dd>{p.accountNumber}</dd>
          <dt>{t('settings.accountStatus')}</dt>
          <dd>{statusText(p.accountStatus)}</dd>
          <dt>{t('settings.kycStatus')}</dt>
          <dd>{statusText(p.kycStatus)}</dd>
          <dt>{t('settings.memberSince')}</dt>
          <dd>{formatDate(p.createdAt)}</dd>
        </dl>
      ) : profile.isError || p === null ? (
        <div className="alert alert-error" role="alert">
          {t('settings.fetchFailed')}
        </div>
      ) : (
        <Loading inline />
      )}
    </section>
  );
}
