import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@portal/web-core/router';
import { useTranslation } from 'react-i18next';
import { PIN_LENGTH, PinErrorCodes, PinMessages, isApiError, sanitizePinInput, validateNewPin, validatePinConfirmation } from '@portal/contracts/web';
import { useServerText } from '@portal/web-core';
import { usePageTitle } from '@portal/web-core/ui';
import { useCompletePinReset } from '../api/complete-pin-reset';
import { pinErrorText } from '../utils/pin-proof';

type Field = 'pin' | 'confirmPin';
type Errors = Partial<Record<Field | 'link', string>>;

/** Where a refused new PIN's message belongs: the mismatch under the confirmation, every other PIN rule under the PIN. */
function fieldOf(message: string): Field {
  return message === PinMessages.mismatch ? 'confirmPin' : 'pin';
}

/**
 * The page the e-mailed PIN reset link opens (/settings/pin-reset?token=…), signed in: the new PIN
 * twice, with the spec's PIN rules; each error next to its field, a refused link above the form.
 */
export function PinResetPage() {
  const { t } = useTranslation();
  const serverText = useServerText();
  usePageTitle(t('security.resetTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [pin, setPin] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const reset = useCompletePinReset();
  const busy = reset.isPending;
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (reset.isSuccess) doneRef.current?.focus();
  }, [reset.isSuccess]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const pinProblem = validateNewPin(pin);
    const problem = pinProblem ?? validatePinConfirmation(pin, confirmPin);
    if (problem) {
      setErrors({ [fieldOf(problem)]: problem });
      if (problem === PinMessages.mismatch) setConfirmPin('');
      return;
    }
    setErrors({});
    reset.mutate(
      { token, pin, confirmPin },
      {
        onError: (error) => {
          if (isApiError(error) && error.code === PinErrorCodes.resetLinkInvalid) setErrors({ link: error.message });
          else if (isApiError(error) && error.statusCode === 400) setErrors({ [fieldOf(error.message)]: error.message });
          else setErrors({ link: pinErrorText(error, PinMessages.saveFailed) });
        },
      },
    );
  };

  const field = (name: Field, id: string, label: string, value: string, set: (v: string) => void) => {
    const error = errors[name];
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          className="input set-pin-input"
          type="password"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="new-password"
          maxLength={PIN_LENGTH}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            set(sanitizePinInput(e.target.value));
            setErrors((current) => ({ ...current, [name]: undefined }));
          }}
          disabled={busy}
        />
        {error && (
          <p className="set-field-error" role="alert" id={`${id}-error`}>
            {serverText(error)}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="set-root">
      <h1 id="set-reset-title">{t('security.resetTitle')}</h1>
      <section className="card set-reset" aria-labelledby="set-reset-title">
        {!token ? (
          <div className="alert alert-error" role="alert">
            {t('security.resetNoToken')}
          </div>
        ) : reset.isSuccess ? (
          <div className="alert alert-success" role="status" tabIndex={-1} ref={doneRef} id="set-reset-done">
            {t('security.resetDone')}
          </div>
        ) : (
          <form onSubmit={submit} noValidate>
            <p className="set-muted">{t('security.resetIntro', { digits: PIN_LENGTH })}</p>
            {errors.link && (
              <div className="alert alert-error" role="alert" id="set-reset-link-error">
                {serverText(errors.link)}
              </div>
            )}
            {field('pin', 'set-reset-pin', t('security.newPin'), pin, setPin)}
            {field('confirmPin', 'set-reset-confirm', t('security.confirmPin'), confirmPin, setConfirmPin)}
            <div className="set-actions">
              <button
                type="submit"
                className="btn btn-primary"
                disabled={busy || pin.length !== PIN_LENGTH || confirmPin.length !== PIN_LENGTH}
                aria-busy={busy || undefined}
              >
                {busy ? t('security.resetSaving') : t('security.resetSubmit')}
              </button>
            </div>
          </form>
        )}
        <p>
          <Link to="/settings">{t('security.backToSettings')}</Link>
        </p>
      </section>
    </div>
  );
}
