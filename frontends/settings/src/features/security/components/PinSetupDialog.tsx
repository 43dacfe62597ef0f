import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerText } from '@portal/web-core';
import { Dialog, DialogHeader } from '@portal/web-core/ui';
import { PIN_LENGTH, PIN_SETUP_CLOSE_MS, PinMessages, sanitizePinInput, validateNewPin, validatePinConfirmation } from '@portal/contracts/web';
import { useSetPin } from '../api/set-pin';
import { usePinProof } from '../hooks/use-pin-proof';
import { isPinProofReady, isProofRefusal, pinErrorText, pinProofBody, proofAfterRefusal } from '../utils/pin-proof';
import { PinProofFields } from './PinProofFields';

type Step = 'proof' | 'new' | 'confirm' | 'done';

/**
 * PIN setup (spec 2 §2.7): 1 enter, 2 confirm, 3 success, then closes after PIN_SETUP_CLOSE_MS.
 * Changing an existing PIN starts with the proof, the current PIN ("Forgot your PIN?" mails a reset
 * link instead); a refused proof brings the user back to that step.
 */
export function PinSetupDialog({ change, locked, onClose, onSaved }: { change: boolean; locked: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const serverText = useServerText();
  // Fixed when the dialog opens: a first PIN saved here must not turn the dialog into a change.
  const [steps] = useState<Step[]>(() => (change ? ['proof', 'new', 'confirm', 'done'] : ['new', 'confirm', 'done']));
  const isChange = steps[0] === 'proof';
  const [step, setStep] = useState<Step>(steps[0]!);
  const { proof, setProof, error, setError, fields } = usePinProof(locked);
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const setPinRequest = useSetPin();
  const busy = setPinRequest.isPending;
  const inputRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (step === 'done') document.getElementById('set-pin-success')?.focus();
    else if (step === 'proof') document.getElementById('set-pin-current-0')?.focus();
    else inputRef.current?.focus();
  }, [step]);

  const submitProof = (event: FormEvent) => {
    event.preventDefault();
    if (!isPinProofReady(proof)) return;
    setError(null);
    setStep('new');
  };

  const submitFirst = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNewPin(pin);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setStep('confirm');
  };

  const submitSecond = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = validatePinConfirmation(pin, confirm);
    if (problem) {
      setError(problem);
      if (problem === PinMessages.mismatch) setConfirm('');
      return;
    }
    setError(null);
    setPinRequest.mutate(
      { pin, confirmPin: confirm, ...(isChange ? pinProofBody(proof) : {}) },
      {
        onSuccess: () => {
          onSaved();
          setStep('done');
          closeTimer.current = window.setTimeout(onClose, PIN_SETUP_CLOSE_MS);
        },
        onError: (err) => {
          setError(pinErrorText(err, PinMessages.saveFailed));
          setConfirm('');
          if (isChange && isProofRefusal(err)) {
            setProof((p) => proofAfterRefusal(p, err));
            setStep('proof');
          }
        },
      },
    );
  };

  const title = isChange ? t('security.changeTitle') : t('security.setupTitle');
  const value = step === 'new' ? pin : confirm;
  const setValue = (v: string) => {
    const clean = sanitizePinInput(v);
    if (step === 'new') setPin(clean);
    else setConfirm(clean);
    setError(null);
  };
  const onSubmit = step === 'proof' ? submitProof : step === 'new' ? submitFirst : submitSecond;
  const ready = step === 'proof' ? isPinProofReady(proof) : value.length === PIN_LENGTH;
  const errorBox = error && (
    <div className="alert alert-error" role="alert" id="set-pin-error">
      {serverText(error)}
    </div>
  );

  return (
    <Dialog labelledBy="set-pin-title" describedBy="set-pin-desc" onClose={() => !busy && onClose()}>
      <DialogHeader titleId="set-pin-title" title={title}>
        <span className="set-muted">{t('security.stepOf', { step: steps.indexOf(step) + 1, total: steps.length })}</span>
      </DialogHeader>
      {step === 'done' ? (
        <div className="set-success" id="set-pin-success" tabIndex={-1}>
          <div className="alert alert-success" role="status" id="set-pin-desc">
            {t('security.setupSuccess')}
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <p id="set-pin-desc" className="set-muted">
            {step === 'proof'
              ? t('security.proofIntro')
              : step === 'new'
                ? t('security.newIntro', { digits: PIN_LENGTH })
                : t('security.confirmIntro', { digits: PIN_LENGTH })}
          </p>
          {step === 'proof' ? (
            <PinProofFields {...fields(busy, 'set-pin-error')} />
          ) : (
            <div className="field">
              <label htmlFor={step === 'new' ? 'set-pin-new' : 'set-pin-confirm'}>{step === 'new' ? t('security.newPin') : t('security.confirmPin')}</label>
              <input
                key={step}
                ref={inputRef}
                id={step === 'new' ? 'set-pin-new' : 'set-pin-confirm'}
                className="input set-pin-input"
                type="password"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                maxLength={PIN_LENGTH}
                value={value}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'set-pin-error' : undefined}
                onChange={(e) => setValue(e.target.value)}
                disabled={busy}
              />
            </div>
          )}
          {errorBox}
          <div className="set-actions">
            {step === steps[0] ? (
              <button type="button" className="btn btn-outline" onClick={onClose}>
                {t('common.cancel')}
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-outline"
                disabled={busy}
                onClick={() => {
                  setError(null);
                  setConfirm('');
                  setStep(step === 'confirm' ? 'new' : 'proof');
                }}
              >
                {t('security.back')}
              </button>
            )}
            <button type="submit" className="btn btn-primary" disabled={!ready || busy} aria-busy={busy || undefined}>
              {busy ? t('common.saving') : t('security.continue')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
