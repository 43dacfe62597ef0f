import { useTranslation } from 'react-i18next';
import { kycActionButton, type KycStatus } from '@portal/contracts/web';
import { kycActionKey, kycBannerKey } from '../utils/kyc-texts';

/** The card's explanation: the status banner text, or what to do when there is nothing to show yet. */
function statusKey(status: KycStatus | undefined) {
  if (status === 'rejected') return 'kyc.cardResubmit' as const;
  return kycBannerKey(status) ?? 'kyc.cardNotSubmitted';
}

/** "Action required" with the KYC status and the button that opens the KYC screen (spec 1 §2). */
export function ActionRequiredCard({ status, onOpenKyc }: { status: KycStatus | undefined; onOpenKyc: () => void }) {
  const { t } = useTranslation();
  const action = kycActionButton(status);
  const done = status === 'approved';
  return (
    <section className={`card dsh-action${done ? ' is-done' : ''}`} aria-labelledby="dsh-action-title">
      <div>
        <h2 id="dsh-action-title">{done ? t('kyc.identityVerified') : t('kyc.actionRequired')}</h2>
        <p id="kyc-action-text">{t(statusKey(status))}</p>
      </div>
      <button id="kyc-action-button" type="button" className="btn btn-primary" disabled={action.disabled} onClick={onOpenKyc}>
        {t(kycActionKey(status))}
      </button>
    </section>
  );
}
