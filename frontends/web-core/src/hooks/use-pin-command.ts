import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PinErrorCodes, PIN_LENGTH, isApiError, type ApiError } from '@portal/contracts/web';
import { getPinStatusQueryOptions } from '../api/get-pin-status';
import { authClient } from '../auth/auth-client';
import { emptyPin } from '../components/PinBoxes';
import type { PinConfirmDialogProps, PinDialogTexts } from '../components/PinConfirmDialog';
import { useServerText } from '../i18n/use-server-text';
import { newIdempotencyKey } from '../utils/idempotency-key';

export interface PinCommandOptions<T> {
  /** Sends the command; the same idempotency key is reused until the server gives a definitive answer. */
  send: (pin: string, idempotencyKey: string) => Promise<T>;
  onDone: (result: T) => void;
  /** A refusal that is not about the PIN (e.g. insufficient balance): the dialog closes and the caller shows it. */
  onRefused: (error: ApiError | Error) => void;
}

/**
 * The PIN step of a money command: opens the "Confirm Transaction" dialog, sends the command with
 * the PIN and an idempotency key, keeps the dialog for PIN problems (wrong PIN clears the boxes,
 * locked hides them) and hands every other refusal back. A retry after a lost answer reuses the key,
 * so the command cannot run twice.
 */
export function usePinCommand<T>({ send, onDone, onRefused }: PinCommandOptions<T>) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [digits, setDigits] = useState(emptyPin);
  const [error, setError] = useState<string | null>(null);
  const [locked, setLocked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);

  const close = () => {
    setOpen(false);
    setDigits(emptyPin());
    setError(null);
  };

  const confirm = async () => {
    const pin = digits.join('');
    if (pin.length < PIN_LENGTH) {
      setError(t('pin.enterSix'));
      return;
    }
    setBusy(true);
    setError(null);
    // A session that ended (signed out elsewhere, refresh refused) is said in the dialog before the PIN leaves the page.
    if (authClient.getSnapshot().status === 'ready' && !(await authClient.getValidToken())) {
      setBusy(false);
      setError(t('pin.modalLoginRequired'));
      return;
    }
    key.current ??= newIdempotencyKey();
    try {
      const result = await send(pin, key.current);
      key.current = null;
      close();
      onDone(result);
    } catch (err) {
      // Too soon after a wrong PIN: nothing was checked, so the digits stay for another try.
      if (!isApiError(err, PinErrorCodes.tooSoon)) setDigits(emptyPin());
      // A 4xx answer is definitive (nothing happened, or it was refused): the next attempt is a new command.
      if (isApiError(err) && err.statusCode >= 400 && err.statusCode < 500) key.current = null;
      if (isApiError(err, PinErrorCodes.incorrect) || isApiError(err, PinErrorCodes.notFound) || isApiError(err, PinErrorCodes.tooSoon))
        setError(serverText(err.message));
      // The PIN could not be checked (nothing moved): the dialog stays for another try.
      else if (isApiError(err, PinErrorCodes.verificationFailed)) setError(t('pin.modalVerificationFailed'));
      else if (isApiError(err, PinErrorCodes.locked)) {
        setLocked(serverText(err.message));
        void queryClient.invalidateQueries({ queryKey: getPinStatusQueryOptions().queryKey });
      } else {
        close();
        onRefused(err as ApiError | Error);
      }
    } finally {
      setBusy(false);
    }
  };

  const texts = usePinDialogTexts();

  const dialog: Omit<PinConfirmDialogProps, 'purpose' | 'rows'> = {
    texts,
    digits,
    onDigits: (next) => {
      setDigits(next);
      if (error === t('pin.enterSix')) setError(null);
    },
    error,
    locked,
    busy,
    onCancel: () => {
      if (!busy) close();
    },
    onConfirm: () => void confirm(),
  };
  return { isOpen: open, open: () => setOpen(true), dialog };
}

/** The "Confirm Transaction" dialog's texts in the page's language. */
export function usePinDialogTexts(): PinDialogTexts {
  const { t } = useTranslation();
  return {
    title: t('pin.title'),
    intro: (purpose) => t('pin.intro', { digits: PIN_LENGTH, purpose }),
    legend: t('pin.legend'),
    digit: (n) => t('pin.digit', { n }),
    security: t('pin.security'),
    cancel: t('common.cancel'),
    confirm: t('pin.confirm'),
    verifying: t('pin.verifying'),
  };
}
