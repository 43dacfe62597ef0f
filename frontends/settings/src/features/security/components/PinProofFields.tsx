import { useTranslation } from 'react-i18next';
import { PinBoxes } from '@portal/web-core/ui';
import type { PinProofDraft } from '../utils/pin-proof';
import { ForgotPin } from './ForgotPin';

/**
 * The proof for changing or deleting a PIN: six boxes for the current PIN, with "Forgot your PIN?",
 * which mails a reset link (the only way while the PIN is locked).
 */
export function PinProofFields({
  proof,
  onChange,
  locked,
  disabled,
  errorId,
}: {
  proof: PinProofDraft;
  onChange: (proof: PinProofDraft) => void;
  locked: boolean;
  disabled: boolean;
  errorId?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="pin-fieldset" disabled={disabled}>
      <legend>{t('security.currentPin')}</legend>
      {locked && <p className="set-muted">{t('security.lockedUseReset')}</p>}
      <PinBoxes digits={proof} onDigits={onChange} idPrefix="set-pin-current" digitLabel={(n) => t('security.currentPinDigit', { n })} errorId={errorId} />
      <ForgotPin idPrefix="set-pin-dialog" disabled={disabled} />
    </fieldset>
  );
}
