import type { FormEvent } from 'react';
import { PIN_LENGTH } from '@portal/contracts/web';
import { Dialog } from './Dialog';
import { PinBoxes } from './PinBoxes';

export { emptyPin } from './PinBoxes';

/** The dialog's texts; usePinCommand passes them in the page's language (this piece has no i18n of its own). */
export interface PinDialogTexts {
  title: string;
  intro: (purpose: string) => string;
  legend: string;
  digit: (n: number) => string;
  security: string;
  cancel: string;
  confirm: string;
  verifying: string;
}

const ENGLISH: PinDialogTexts = {
  title: 'Confirm Transaction',
  intro: (purpose) => `Enter your ${PIN_LENGTH}-digit transaction PIN to authorise ${purpose}.`,
  legend: 'Transaction PIN',
  digit: (n) => `PIN digit ${n}`,
  security:
    'Security notice: your PIN is verified securely and never stored in your browser. Never share your PIN with anyone; portal staff will never ask for it.',
  cancel: 'Cancel',
  confirm: 'Confirm Transaction',
  verifying: 'Verifying…',
};

export interface PinConfirmDialogProps {
  texts?: PinDialogTexts;
  /** What the PIN authorises, e.g. "this withdrawal". */
  purpose: string;
  digits: string[];
  onDigits: (digits: string[]) => void;
  rows: Array<[string, string]>;
  error: string | null;
  locked: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * "Confirm Transaction": six masked digit boxes (digits only, paste spreads, Backspace and arrows move),
 * the transaction summary, a security notice, Cancel and Confirm; Enter submits; the locked state
 * hides the input (spec 2 §2.5). Used by withdrawals, transfers and project payments.
 */
export function PinConfirmDialog({ texts = ENGLISH, purpose, digits, onDigits, rows, error, locked, busy, onCancel, onConfirm }: PinConfirmDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !locked) onConfirm();
  };

  return (
    <Dialog labelledBy="pin-title" describedBy="pin-desc" onClose={onCancel} className="pin-dialog" initialFocus={locked ? 'button' : '#pin-0'}>
      <form onSubmit={submit} noValidate>
        <h2 id="pin-title">{texts.title}</h2>
        <p id="pin-desc" className="pin-muted">
          {texts.intro(purpose)}
        </p>
        <dl className="summary-list">
          {rows.map(([k, v]) => (
            <div key={k} className={k === "You'll receive" ? 'summary-list-total' : undefined}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        {locked ? (
          <div className="alert alert-error" role="alert">
            {locked}
          </div>
        ) : (
          <fieldset className="pin-fieldset" disabled={busy}>
            <legend>{texts.legend}</legend>
            <PinBoxes digits={digits} onDigits={onDigits} digitLabel={texts.digit} errorId={error ? 'pin-error' : undefined} />
          </fieldset>
        )}
        {error && !locked && (
          <div className="alert alert-error" role="alert" id="pin-error">
            {error}
          </div>
        )}
        <p className="pin-security">
          <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" className="pin-lock">
            <path
              fill="currentColor"
              d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
            />
          </svg>{' '}
          {texts.security}
        </p>
        <div className="pin-actions">
          <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
            {texts.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || !!locked} aria-busy={busy || undefined}>
            {busy ? texts.verifying : texts.confirm}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
