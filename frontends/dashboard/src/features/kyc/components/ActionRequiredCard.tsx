import { kycActionButton, kycBanner, type KycStatus } from '@portal/contracts';
import { KycCardMessages } from '../utils/messages';

/** The card's explanation: the status banner text, or what to do when there is nothing to show yet. */
function statusText(status: KycStatus | undefined): string {
  if (status === 'rejected') return KycCardMessages.resubmit;
  return kycBanner(status) ?? KycCardMessages.notSubmitted;
}

/** "Action required" with the KYC status and the button that opens the KYC screen (spec 1 §2). */
export function ActionRequiredCard({ status, onOpenKyc }: { status: KycStatus | undefined; onOpenKyc: () => void }) {
  const action = kycActionButton(status);
  const done = status === 'approved';
  return (
    <section className={`card dsh-action${done ? ' is-done' : ''}`} aria-labelledby="dsh-action-title">
      <div>
        <h2 id="dsh-action-title">{done ? 'Identity Verified' : 'Action required'}</h2>
        <p id="kyc-action-text">{statusText(status)}</p>
      </div>
      <button id="kyc-action-button" type="button" className="btn btn-primary" disabled={action.disabled} onClick={onOpenKyc}>
        {action.label}
      </button>
    </section>
  );
}
