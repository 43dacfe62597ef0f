import { useRef, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { PIN_LENGTH, sanitizePinInput } from '@portal/contracts';
import { Dialog } from './Dialog';

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

export const emptyPin = (): string[] => Array.from({ length: PIN_LENGTH }, () => '');

/**
 * "Confirm Transaction": six masked digit boxes (digits only, paste spreads, Backspace and arrows move),
 * the transaction summary, a security notice, Cancel and Confirm; Enter submits; the locked state
 * hides the input (spec 2 §2.5). Used by withdrawals, transfers and project payments.
 */
export function PinConfirmDialog({ texts = ENGLISH, purpose, digits, onDigits, rows, error, locked, busy, onCancel, onConfirm }: PinConfirmDialogProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focusBox = (i: number) => boxes.current[Math.max(0, Math.min(PIN_LENGTH - 1, i))]?.focus();

  const put = (index: number, text: string) => {
    const clean = sanitizePinInput(text);
    const next = [...digits];
    if (clean === '') {
      next[index] = '';
      onDigits(next);
      return;
    }
    let i = index;
    for (const ch of clean) {
      if (i >= PIN_LENGTH) break;
      next[i] = ch;
      i += 1;
    }
    onDigits(next);
    focusBox(i);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      if (digits[index]) {
        const next = [...digits];
        next[index] = '';
        onDigits(next);
      } else if (index > 0) {
        const next = [...digits];
        next[index - 1] = '';
        onDigits(next);
        focusBox(index - 1);
      }
      event.preventDefault();
    } else if (event.key === 'ArrowLeft') {
      focusBox(index - 1);
      event.preventDefault();
    } else if (event.key === 'ArrowRight') {
      focusBox(index + 1);
      event.preventDefault();
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    put(index, event.clipboardData.getData('text'));
  };

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
            <div className="pin-boxes">
              {digits.map((d, i) => (
                <input
                  key={i}
                  id={`pin-${i}`}
                  ref={(el) => {
                    boxes.current[i] = el;
                  }}
                  className="pin-box"
                  type="password"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete="off"
                  maxLength={1}
                  value={d}
                  aria-label={texts.digit(i + 1)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'pin-error' : undefined}
                  onChange={(e) => put(i, e.target.value)}
                  onKeyDown={(e) => onKeyDown(i, e)}
                  onPaste={(e) => onPaste(i, e)}
                  onFocus={(e) => e.target.select()}
                />
              ))}
            </div>
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
