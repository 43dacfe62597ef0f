import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Dialog, DialogHeader } from '@portal/web-core/ui';
import { PIN_LENGTH, PIN_SETUP_CLOSE_MS, PinMessages, isApiError, sanitizePinInput, validateNewPin, validatePinConfirmation } from '@portal/contracts';
import { useSetPin } from '../api/set-pin';

const UNEXPECTED = 'An unexpected error occurred. Please try again.';
const LOGIN_REQUIRED = 'Please log in to set up your PIN';

/** PIN setup (spec 2 §2.7): 1 enter, 2 confirm, 3 success, then closes after PIN_SETUP_CLOSE_MS. */
export function PinSetupDialog({ change, onClose, onSaved }: { change: boolean; onClose: () => void; onSaved: () => void }) {
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const setPinRequest = useSetPin();
  const busy = setPinRequest.isPending;
  const inputRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (step === 3) {
      closeTimer.current = window.setTimeout(() => closeRef.current(), PIN_SETUP_CLOSE_MS);
      document.getElementById('set-pin-success')?.focus();
    } else {
      inputRef.current?.focus();
    }
  }, [step]);

  const submitFirst = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNewPin(pin);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setStep(2);
  };

  const submitSecond = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = validatePinConfirmation(pin, confirm);
    if (problem) {
      setError(problem);
      if (problem === PinMessages.mismatch) setConfirm('');
      return;
    }
    setError(null);
    try {
      await setPinRequest.mutateAsync({ pin, confirmPin: confirm });
      onSaved();
      setStep(3);
    } catch (err) {
      if (isApiError(err)) setError(err.statusCode === 401 ? LOGIN_REQUIRED : err.message);
      else setError(UNEXPECTED);
      setConfirm('');
    }
  };

  const title = change ? 'Change Transaction PIN' : 'Set Up Transaction PIN';
  const value = step === 1 ? pin : confirm;
  const setValue = (v: string) => {
    const clean = sanitizePinInput(v);
    if (step === 1) setPin(clean);
    else setConfirm(clean);
    setError(null);
  };

  return (
    <Dialog labelledBy="set-pin-title" describedBy="set-pin-desc" onClose={() => !busy && onClose()}>
      <DialogHeader titleId="set-pin-title" title={title}>
        <span className="set-muted">Step {step} of 3</span>
      </DialogHeader>
      {step === 3 ? (
        <div className="set-success" id="set-pin-success" tabIndex={-1}>
          <div className="alert alert-success" role="status" id="set-pin-desc">
            {PinMessages.setupSuccess}
          </div>
        </div>
      ) : (
        <form onSubmit={step === 1 ? submitFirst : (e) => void submitSecond(e)} noValidate>
          <p id="set-pin-desc" className="set-muted">
            {step === 1
              ? `Choose a ${PIN_LENGTH}-digit PIN. You will need it to confirm withdrawals and other transactions. Avoid repeated digits and sequences.`
              : `Enter the same ${PIN_LENGTH}-digit PIN again to confirm it.`}
          </p>
          <div className="field">
            <label htmlFor={step === 1 ? 'set-pin-new' : 'set-pin-confirm'}>{step === 1 ? 'New PIN' : 'Confirm PIN'}</label>
            <input
              key={step}
              ref={inputRef}
              id={step === 1 ? 'set-pin-new' : 'set-pin-confirm'}
              className="input set-pin-input"
              type="password"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              maxLength={PIN_LENGTH}
              value={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'set-pin-error' : undefined}
              onChange={(e) => setValue(e.target.value)}
              disabled={busy}
            />
          </div>
          {error && (
            <div className="alert alert-error" role="alert" id="set-pin-error">
              {error}
            </div>
          )}
          <div className="set-actions">
            {step === 1 ? (
              <button type="button" className="btn btn-outline" onClick={onClose}>
                Cancel
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-outline"
                disabled={busy}
                onClick={() => {
                  setError(null);
                  setConfirm('');
                  setStep(1);
                }}
              >
                Back
              </button>
            )}
            <button type="submit" className="btn btn-primary" disabled={value.length !== PIN_LENGTH || busy} aria-busy={busy || undefined}>
              {busy ? 'Saving…' : 'Continue'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
