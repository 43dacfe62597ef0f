import { kycBanner, type KycStatus } from '@portal/contracts';

const TONE: Partial<Record<KycStatus, string>> = { approved: 'alert-success', pending: 'alert-info', rejected: 'alert-error' };

/** The KYC screen's status banner (spec 1 §4 "Banners"); nothing before a first submission. */
export function KycStatusBanner({ status }: { status: KycStatus | undefined }) {
  const text = kycBanner(status);
  if (!text || !status) return null;
  return (
    <div id="kyc-status-banner" className={`alert ${TONE[status] ?? 'alert-info'}`} role="status" data-kyc-status={status}>
      {text}
    </div>
  );
}
