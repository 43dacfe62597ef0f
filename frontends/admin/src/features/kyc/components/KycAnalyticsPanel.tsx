import { formatReviewDuration } from '@portal/contracts/web';
import { QueryStatus } from '@portal/web-core/ui';
import { useKycAnalytics } from '../api/kyc-queries';

/** Analytics & Reports: counts read from the KYC tables when the tab opens. */
export function KycAnalyticsPanel() {
  const query = useKycAnalytics();
  const a = query.data;
  return (
    <>
      <QueryStatus query={query} loading="Loading KYC analytics…" />
      {a && (
        <div className="adm-cards" aria-label="KYC analytics">
          {(
            [
              ['Submitted', a.submitted, 'submissions received (resubmissions included)'],
              ['Pending review', a.pending, 'recipients waiting for a decision'],
              ['Approved', a.approved, 'recipients with an approved KYC'],
              ['Rejected', a.rejected, 'recipients with a rejected KYC'],
              ['Median review time', formatReviewDuration(a.medianReviewSeconds), `over ${a.reviewed} decided submissions`],
            ] as const
          ).map(([label, value, hint]) => (
            <div key={label} className="adm-card" data-testid={`kyc-analytics-${label.toLowerCase().replace(/\s+/g, '-')}`}>
              <div className="adm-card-label">{label}</div>
              <div className="adm-card-value">{value}</div>
              <div className="muted">{hint}</div>
            </div>
          ))}
        </div>
      )}
    </>
  );
}
