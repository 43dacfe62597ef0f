import { useTranslation } from 'react-i18next';
import type { KycStatus } from '@portal/contracts/web';
import { kycBannerKey } from '../utils/kyc-texts';

const TONE: Partial<Record<KycStatus, string>> = { approved: 'alert-success', pending: 'alert-info', rejected: 'alert-error' };

/** The KYC screen's status banner (spec 1 §4 "Banners"); nothing before a first submission. */
export function KycStatusBanner({ status }: { status: KycStatus | undefined }) {
  const { t } = useTranslation();
  const key = kycBannerKey(status);
  if (!key || !status) return null;
  return (
    <div id="kyc-status-banner" className={`alert ${TONE[status] ?? 'alert-info'}`} role="status" data-kyc-status={status}>
      {t(key)}
    </div>
  );
}
