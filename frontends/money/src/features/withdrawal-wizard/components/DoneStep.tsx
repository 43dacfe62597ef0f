import { useNavigate } from 'react-router-dom';
import { WITHDRAWAL_TIMELINE_TEXT, formatUsd, type CreateWithdrawalResult } from '@portal/contracts';
import type { WithdrawalWizard } from '../hooks/use-withdrawal-wizard';
import { StepHeading } from './StepHeading';

/** Step 5: "Withdrawal Submitted!" with the new balance and the quarter's figures. */
export function DoneStep({ wizard, result }: { wizard: WithdrawalWizard; result: CreateWithdrawalResult }) {
  const navigate = useNavigate();
  const { withdrawal, quarter } = result;
  return (
    <section className="mny-success" aria-labelledby="mny-step-title">
      <div className="mny-success-icon" aria-hidden="true">
        ✓
      </div>
      <StepHeading focus={wizard.state.focusHeading}>Withdrawal Submitted!</StepHeading>
      <dl className="summary-list mny-summary-card">
        <div>
          <dt>Transaction Number</dt>
          <dd data-testid="transaction-number">{withdrawal.transactionNumber}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatUsd(withdrawal.amountCents)}</dd>
        </div>
        <div>
          <dt>You'll receive</dt>
          <dd>{formatUsd(withdrawal.netCents)}</dd>
        </div>
        <div>
          <dt>New Balance</dt>
          <dd data-testid="new-balance">{formatUsd(result.balanceCents)}</dd>
        </div>
        <div>
          <dt>{quarter.currentQuarterLabel} Remaining</dt>
          <dd data-testid="quarter-remaining-after">{formatUsd(Math.max(0, quarter.currentQuarterRemaining))}</dd>
        </div>
        <div>
          <dt>{quarter.currentQuarterLabel} Used</dt>
          <dd>{formatUsd(quarter.currentQuarterUsed)}</dd>
        </div>
        <div>
          <dt>{quarter.currentQuarterLabel} Limit</dt>
          <dd>{formatUsd(quarter.currentQuarterLimit)}</dd>
        </div>
      </dl>
      <div className="mny-next">
        <h3>Next steps</h3>
        <p>
          Your withdrawal is pending review. Funds are expected within {WITHDRAWAL_TIMELINE_TEXT}. You can follow its status and download a receipt in your
          withdrawal history once it is processing.
        </p>
      </div>
      <div className="mny-actions">
        <button type="button" className="btn btn-outline" onClick={() => navigate('/dashboard')}>
          Go to Dashboard
        </button>
        <button type="button" className="btn btn-primary" onClick={() => navigate('/withdrawals/history')}>
          View History
        </button>
        <button type="button" className="btn btn-light" onClick={() => wizard.dispatch({ type: 'restarted' })}>
          Make Another Withdrawal
        </button>
      </div>
    </section>
  );
}
