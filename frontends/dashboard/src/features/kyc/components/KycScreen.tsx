import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { kycFormOpen, type Profile } from '@portal/contracts/web';
import { useKycOverview } from '../api/get-kyc-overview';
import { useSubmitKycDocument } from '../api/submit-kyc-document';
import { KycStatusBanner } from './KycStatusBanner';
import { KycUploadForm } from './KycUploadForm';
import { LatestSubmission } from './LatestSubmission';

/**
 * The KYC submission screen, shown inside the dashboard without a route change (spec 1 §2). The status
 * comes from the polled profile (every 20 s while pending, see profilePollInterval); the latest
 * submission from Api.kyc.overview. The form shows unless a submission is pending or approved.
 */
export function KycScreen({ profile, onBack }: { profile: Profile; onBack: () => void }) {
  const { t } = useTranslation();
  const status = profile.kycStatus;
  const overview = useKycOverview(status);
  const submission = useSubmitKycDocument();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const latest = overview.data?.latestDocument ?? null;
  const grantNumber = (profile.grantNumber ?? '').trim() || (overview.data?.grantNumber ?? '').trim();
  const justSubmitted = submission.isSuccess && status === 'pending';

  // Opened from a button: move focus to the screen so keyboard and screen-reader users land on it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="card dsh-kyc" aria-labelledby="dsh-kyc-title">
      <div className="dsh-card-head">
        <h2 id="dsh-kyc-title" ref={headingRef} tabIndex={-1}>
          {t('kyc.title')}
        </h2>
        <button type="button" className="btn btn-outline btn-sm" onClick={onBack}>
          {t('kyc.backToDashboard')}
        </button>
      </div>
      <p className="dsh-muted dsh-kyc-intro">{t('kyc.intro')}</p>

      <KycStatusBanner status={status} />
      {justSubmitted && (
        <div id="kyc-success" className="alert alert-success" role="status">
          {t('kyc.submitted')}
        </div>
      )}
      {latest && <LatestSubmission document={latest} />}
      {kycFormOpen(status) && <KycUploadForm grantNumber={grantNumber} submission={submission} />}
    </section>
  );
}
