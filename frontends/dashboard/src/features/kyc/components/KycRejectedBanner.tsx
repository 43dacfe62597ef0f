import { kycBanner } from '@portal/contracts';

/** The dashboard's rejected banner with its Resubmit button (opens the KYC screen). */
export function KycRejectedBanner({ onResubmit }: { onResubmit: () => void }) {
  return (
    <div id="kyc-rejected-banner" className="alert alert-error alert-row" role="alert">
      <span>{kycBanner('rejected')}</span>
      <button type="button" className="btn btn-danger btn-sm" onClick={onResubmit}>Resubmit</button>
    </div>
  );
}
