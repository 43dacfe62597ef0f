import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@portal/web-core/router';
import { useTranslation } from 'react-i18next';
import { useServerText } from '../i18n/use-server-text';

/** The alert another screen sent along when it redirected here: navigate(path, { state: { alert } }). */
function alertOf(state: unknown): string | null {
  const alert = (state as { alert?: unknown } | null)?.alert;
  return typeof alert === 'string' ? alert : null;
}

/**
 * Shows the alert a redirect carried (e.g. "set up your PIN first") with a Dismiss button. The alert
 * stays for this visit but is dropped from the history entry, so a reload does not show it again.
 */
export function RouteAlert() {
  const { t } = useTranslation();
  const serverText = useServerText();
  const location = useLocation();
  const navigate = useNavigate();
  const carried = alertOf(location.state);
  const [alert, setAlert] = useState(carried);
  // A newly carried alert replaces the one shown: the change is seen while rendering.
  const [previous, setPrevious] = useState(carried);
  if (carried !== previous) {
    setPrevious(carried);
    if (carried) setAlert(carried);
  }

  useEffect(() => {
    if (carried) navigate(location.pathname + location.search, { replace: true, state: null });
  }, [carried, location.pathname, location.search, navigate]);

  if (!alert) return null;
  return (
    <div className="alert alert-warning alert-row" role="alert">
      <span>{serverText(alert)}</span>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setAlert(null)}>
        {t('common.dismiss')}
      </button>
    </div>
  );
}
