import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError, queryKeys, useMe, usePinStatus } from '@portal/web-core';
import { PinMessages, ProfileMessages, type PinStatus } from '@portal/contracts';
import { ConfirmDeleteDialog, PinSetupDialog } from './PinSetupDialog';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import './settings.css';

const TIME_ZONES = ['(UTC+01:00) Geneva, Zurich', '(UTC+00:00) London, Dublin', '(UTC-05:00) New York, Toronto'];
const PIN_KEY = queryKeys.pin;

function humanStatus(s: string | null | undefined): string {
  if (!s) return '—';
  return s.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

function formatDate(iso: string | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString('en-US', { dateStyle: 'medium' });
}

function PinSection() {
  const pin = usePinStatus();
  const queryClient = useQueryClient();
  const [setupOpen, setSetupOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const hasPin = pin.data?.hasPin === true;
  const lockedUntil = pin.data?.lockedUntil ? Date.parse(pin.data.lockedUntil) : NaN;
  const locked = lockedUntil > Date.now();

  const doDelete = async () => {
    setDeleting(true);
    setDeleteError(null);
    try {
      await apiFetch('/api/pin', { method: 'DELETE' });
      queryClient.setQueryData<PinStatus>(PIN_KEY, { hasPin: false, lockedUntil: null });
      void queryClient.invalidateQueries({ queryKey: PIN_KEY });
      setDeleteOpen(false);
      setNotice({ kind: 'success', text: PinMessages.deleted });
    } catch (err) {
      setDeleteError(isApiError(err) && err.statusCode !== 500 ? err.message : 'Failed to delete PIN');
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="set-pin" aria-labelledby="set-pin-heading" role="group">
      <h3 id="set-pin-heading">Transaction PIN</h3>
      {notice && (
        <div className={`alert alert-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </div>
      )}
      {pin.isPending ? (
        <div className="set-inline-loading" role="status">
          <span className="spinner set-spinner-sm" aria-hidden="true" /> Checking PIN status…
        </div>
      ) : pin.isError ? (
        <div className="alert alert-error" role="alert">
          {pin.error.statusCode === 404 && pin.error.code === 'NOT_FOUND' ? 'The PIN service is not available right now. Please try again later.' : pin.error.message}{' '}
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void pin.refetch()}>
            Retry
          </button>
        </div>
      ) : (
        <>
          <p className="set-pin-status" data-testid="pin-status">
            Status:{' '}
            <span className={`set-badge ${hasPin ? 'set-badge-ok' : 'set-badge-off'}`}>{hasPin ? 'PIN is set' : 'No PIN set'}</span>
            {locked && <span className="set-badge set-badge-locked">Locked</span>}
          </p>
          <p className="set-muted">Your 6-digit PIN confirms withdrawals and other transactions.</p>
          <div className="set-buttons">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => {
                setNotice(null);
                setSetupOpen(true);
              }}
            >
              {hasPin ? 'Change PIN' : 'Set Up PIN'}
            </button>
            {hasPin && (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => {
                  setNotice(null);
                  setDeleteError(null);
                  setDeleteOpen(true);
                }}
              >
                Delete PIN
              </button>
            )}
          </div>
        </>
      )}
      {setupOpen && (
        <PinSetupDialog
          change={hasPin}
          onClose={() => setSetupOpen(false)}
          onSaved={(status) => {
            queryClient.setQueryData<PinStatus>(PIN_KEY, status);
            void queryClient.invalidateQueries({ queryKey: PIN_KEY });
            setNotice({ kind: 'success', text: PinMessages.setupSuccess });
          }}
        />
      )}
      {deleteOpen && <ConfirmDeleteDialog busy={deleting} error={deleteError} onCancel={() => setDeleteOpen(false)} onConfirm={() => void doDelete()} />}
    </div>
  );
}

/** Rendered by the shell for /settings: the sections of spec 2 §2.7. */
export default function SettingsApp() {
  const me = useMe();
  const p = me.data;
  const location = useLocation();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(() => {
    const a = (location.state as { alert?: unknown } | null)?.alert;
    return typeof a === 'string' ? a : null;
  });
  useEffect(() => {
    document.title = 'Settings | UNSEAF Grant Portal';
  }, []);
  useEffect(() => {
    // Keep the alert for this visit but drop it from history, so a reload does not show it again.
    if ((location.state as { alert?: unknown } | null)?.alert) navigate(location.pathname + location.search, { replace: true, state: null });
  }, [location, navigate]);

  return (
    <div className="container set-root">
      <h1>Settings</h1>
      {alert && (
        <div className="alert alert-warning set-alert" role="alert">
          <span>{alert}</span>
          <button type="button" className="set-dismiss" aria-label="Dismiss" onClick={() => setAlert(null)}>
            ×
          </button>
        </div>
      )}
      <div className="set-grid">
        <section className="card" aria-labelledby="set-account">
          <h2 id="set-account">Account Information</h2>
          {p ? (
            <dl className="set-details">
              <dt>Full Name</dt>
              <dd>{p.fullName}</dd>
              <dt>Email</dt>
              <dd>{p.email}</dd>
              <dt>Grant Number</dt>
              <dd>{p.grantNumber}</dd>
              <dt>Account Number</dt>
              <dd>{p.accountNumber}</dd>
              <dt>Account Status</dt>
              <dd>{humanStatus(p.accountStatus)}</dd>
              <dt>KYC Status</dt>
              <dd>{humanStatus(p.kycStatus)}</dd>
              <dt>Member Since</dt>
              <dd>{formatDate(p.createdAt)}</dd>
            </dl>
          ) : me.isError ? (
            <div className="alert alert-error" role="alert">
              {ProfileMessages.fetchFailed}
            </div>
          ) : (
            <div className="set-inline-loading" role="status">
              <span className="spinner set-spinner-sm" aria-hidden="true" /> Loading…
            </div>
          )}
        </section>
        <section className="card" aria-labelledby="set-profile">
          <h2 id="set-profile">Profile Settings</h2>
          {p ? (
            <ProfileForm profile={p} />
          ) : (
            <div className="set-inline-loading" role="status">
              <span className="spinner set-spinner-sm" aria-hidden="true" /> Loading…
            </div>
          )}
        </section>
        <section className="card" aria-labelledby="set-security">
          <h2 id="set-security">Security</h2>
          <PinSection />
          <PasswordForm />
        </section>
        <section className="card" aria-labelledby="set-notifications">
          <h2 id="set-notifications">Notifications</h2>
          <div className="set-buttons">
            <button type="button" className="btn btn-outline btn-sm">Email Notifications</button>
            <button type="button" className="btn btn-outline btn-sm">SMS Notifications</button>
            <button type="button" className="btn btn-outline btn-sm">Push Notifications</button>
          </div>
        </section>
        <section className="card" aria-labelledby="set-preferences">
          <h2 id="set-preferences">Preferences</h2>
          <div className="field">
            <label htmlFor="set-language">Language</label>
            <select id="set-language" className="select" defaultValue="English">
              <option>English</option>
              <option>German</option>
              <option>French</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="set-currency">Currency</label>
            <select id="set-currency" className="select" defaultValue="USD">
              <option>USD</option>
              <option>EUR</option>
              <option>GBP</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="set-timezone">Time Zone</label>
            <select id="set-timezone" className="select" defaultValue={TIME_ZONES[0]}>
              {TIME_ZONES.map((tz) => (
                <option key={tz}>{tz}</option>
              ))}
            </select>
          </div>
        </section>
      </div>
    </div>
  );
}
