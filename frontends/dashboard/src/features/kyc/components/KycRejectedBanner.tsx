import { useTranslation } from 'react-i18next';

/** The dashboard's rejected banner with its Resubmit button (opens the KYC screen). */
export function KycRejectedBanner({ onResubmit }: { onResubmit: () => void }) {
  const { t } = useTranslation();
  return (
    <div id="kyc-rejected-banner" className="alert alert-error alert-row" role="alert">
      <span>{t('kyc.bannerRejected')}</span>
      <button type="button" className="btn btn-danger btn-sm" onClick={onResubmit}>
        {t('kyc.resubmit')}
      </button>
    </div>
  );
}
