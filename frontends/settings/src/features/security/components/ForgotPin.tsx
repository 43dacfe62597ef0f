import { useTranslation } from 'react-i18next';
import { useRequestPinReset } from '../api/request-pin-reset';

/**
 * "Forgot your PIN?": asks for a single-use reset link by e-mail and tells the user to check their
 * mail. The PIN and its lock stay as they are until the link is used.
 */
export function ForgotPin({ idPrefix, disabled = false }: { idPrefix: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const request = useRequestPinReset();
  const statusId = `${idPrefix}-reset-status`;
  return (
    <div className="set-forgot">
      <button
        type="button"
        className="set-link"
        disabled={disabled || request.isPending}
        aria-busy={request.isPending || undefined}
        aria-describedby={request.isIdle ? undefined : statusId}
        onClick={() => request.mutate()}
      >
        {request.isPending ? t('security.sendingResetLink') : t('security.forgotPin')}
      </button>
      {request.isSuccess && (
        <p className="alert alert-success" role="status" id={statusId}>
          {t('security.resetRequested')}
        </p>
      )}
      {request.isError && (
        <p className="alert alert-error" role="alert" id={statusId}>
          {t('security.resetRequestFailed')}
        </p>
      )}
    </div>
  );
}
