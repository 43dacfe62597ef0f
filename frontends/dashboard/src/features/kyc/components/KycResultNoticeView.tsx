import { useTranslation } from 'react-i18next';
import type { KycResultNotice } from '../hooks/use-kyc-result-notice';

/** The transient "approved" / "rejected" result notice. */
export function KycResultNoticeView({ notice }: { notice: KycResultNotice | null }) {
  const { t } = useTranslation();
  if (!notice) return null;
  return (
    <div
      id="kyc-result-notice"
      className={`alert ${notice.decision === 'approved' ? 'alert-success' : 'alert-warning'} dsh-notice`}
      role="status"
      data-kyc-decision={notice.decision}
    >
      {t(notice.decision === 'approved' ? 'kyc.approvedResult' : 'kyc.rejectedResult')}
    </div>
  );
}
