import { useNavigate } from '@portal/web-core/router';
import { useTranslation } from 'react-i18next';
import { formatUsd, type CreateWithdrawalResult } from '@portal/contracts/web';
import type { WithdrawalWizard } from '../hooks/use-withdrawal-wizard';
import { StepHeading } from './StepHeading';

/** Step 5: "Withdrawal Submitted!" with the new balance and the quarter's figures. */
export function DoneStep({ wizard, result }: { wizard: WithdrawalWizard; result: CreateWithdrawalResult }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { withdrawal, quarter } = result;
  return (
    <section className="mny-success" aria-labelledby="mny-step-title">
      <div className="mny-success-icon" aria-hidden="true">
        ✓
      </div>
      <StepHeading focus={wizard.state.focusHeading}>{t('wizard.doneTitle')}</StepHeading>
      <dl className="summary-list mny-summary-card">
        <div>
          <dt>{t('wizard.transactionNumber')}</dt>
          <dd data-testid="transaction-number">{withdrawal.transactionNumber}</dd>
        </div>
        <div>
          <dt>{t('wizard.amount')}</dt>
          <dd>{formatUsd(withdrawal.amountCents)}</dd>
        </div>
        <div>
          <dt>{t('wizard.youReceive')}</dt>
          <dd>{formatUsd(withdrawal.netCents)}</dd>
        </div>
        <div>
          <dt>{t('wizard.newBalance')}</dt>
          <dd data-testid="new-balance">{formatUsd(result.balanceCents)}</dd>
        </div>
        <div>
          <dt>{t('wizard.quarterRemaining', { quarter: quarter.currentQuarterLabel })}</dt>
          <dd data-testid="quarter-remaining-after">{formatUsd(Math.max(0, quarter.currentQuarterRemaining))}</dd>
        </div>
        <div>
          <dt>{t('wizard.quarterUsed', { quarter: quarter.currentQuarterLabel })}</dt>
          <dd>{formatUsd(quarter.currentQuarterUsed)}</dd>
        </div>
        <div>
          <dt>{t('wizard.quarterLimit', { quarter: quarter.currentQuarterLabel })}</dt>
          <dd>{formatUsd(quarter.currentQuarterLimit)}</dd>
        </div>
      </dl>
      <div className="mny-next">
        <h3>{t('wizard.nextSteps')}</h3>
        <p>{t('wizard.nextStepsText', { timeline: t('wizard.timeline') })}</p>
      </div>
      <div className="mny-actions">
        <button type="button" className="btn btn-outline" onClick={() => navigate('/dashboard')}>
          {t('wizard.goToDashboard')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => navigate('/withdrawals/history')}>
          {t('wizard.viewHistory')}
        </button>
        <button type="button" className="btn btn-light" onClick={() => wizard.dispatch({ type: 'restarted' })}>
          {t('wizard.another')}
        </button>
      </div>
    </section>
  );
}
