import { useTranslation } from 'react-i18next';
import { MAX_PASSWORD_LENGTH } from '@portal/contracts';
import { PinBoxes, emptyPin } from '@portal/web-core/ui';
import type { PinProofDraft } from '../utils/pin-proof';

/**
 * The proof for changing or deleting a PIN: six boxes for the current PIN with a "Forgot your PIN?"
 * path to the account password (the only way while the PIN is locked).
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
  if (proof.mode === 'pin') {
    return (
      <fieldset className="pin-fieldset" disabled={disabled}>
        <legend>{t('security.currentPin')}</legend>
        <PinBoxes
          digits={proof.digits}
          onDigits={(digits) => onChange({ ...proof, digits })}
          idPrefix="set-pin-current"
          digitLabel={(n) => t('security.currentPinDigit', { n })}
          errorId={errorId}
        />
        <button
          type="button"
          className="set-link"
          onClick={() => {
            onChange({ ...proof, mode: 'password', digits: emptyPin() });
            focusSoon('set-pin-password');
          }}
        >
          {t('security.forgotPin')}
        </button>
      </fieldset>
    );
  }
  return (
    <div className="field">
      <p className="set-muted">{locked ? t('security.lockedUsePassword') : t('security.passwordInstead')}</p>
      <label htmlFor="set-pin-password">{t('security.accountPassword')}</label>
      <input
        id="set-pin-password"
        className="input"
        type="password"
        autoComplete="current-password"
        maxLength={MAX_PASSWORD_LENGTH + 1}
        value={proof.password}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(e) => onChange({ ...proof, password: e.target.value })}
        disabled={disabled}
      />
      {!locked && (
        <button
          type="button"
          className="set-link"
          disabled={disabled}
          onClick={() => {
            onChange({ ...proof, mode: 'pin', password: '' });
            focusSoon('set-pin-current-0');
          }}
        >
          {t('security.useCurrentPin')}
        </button>
      )}
    </div>
  );
}

/** Moves the focus to the field that replaces the one just left, once it is rendered. */
function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
