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
  if (proof.mode === 'pin') {
    return (
      <fieldset className="pin-fieldset" disabled={disabled}>
        <legend>Current PIN</legend>
        <PinBoxes
          digits={proof.digits}
          onDigits={(digits) => onChange({ ...proof, digits })}
          idPrefix="set-pin-current"
          digitLabel={(n) => `Current PIN digit ${n}`}
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
          Forgot your PIN?
        </button>
      </fieldset>
    );
  }
  return (
    <div className="field">
      <p className="set-muted">
        {locked
          ? 'Your PIN is locked after too many wrong entries. Enter your account password to continue.'
          : 'Enter your account password instead of the PIN.'}
      </p>
      <label htmlFor="set-pin-password">Account Password</label>
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
          Use my current PIN
        </button>
      )}
    </div>
  );
}

/** Moves the focus to the field that replaces the one just left, once it is rendered. */
function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
