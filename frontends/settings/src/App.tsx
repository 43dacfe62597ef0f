import { useEffect } from 'react';
import { useMe } from '@portal/web-core';
import './settings.css';

const TIME_ZONES = ['(UTC+01:00) Geneva, Zurich', '(UTC+00:00) London, Dublin', '(UTC-05:00) New York, Toronto'];

/** Rendered by the shell for /settings: the sections of spec 2 §2.7 (placeholders for now). */
export default function SettingsApp() {
  const me = useMe();
  const p = me.data;
  useEffect(() => {
    document.title = 'Settings | UNSEAF Grant Portal';
  }, []);
  return (
    <div className="container set-root">
      <h1>Settings</h1>
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
              <dd>{p.accountStatus}</dd>
            </dl>
          ) : (
            <p>Loading…</p>
          )}
        </section>
        <section className="card" aria-labelledby="set-profile">
          <h2 id="set-profile">Profile Settings</h2>
          <p>Editing your contact details is coming soon.</p>
        </section>
        <section className="card" aria-labelledby="set-security">
          <h2 id="set-security">Security</h2>
          <p>Password change and your 6-digit transaction PIN are coming soon.</p>
        </section>
        <section className="card" aria-labelledby="set-notifications">
          <h2 id="set-notifications">Notifications</h2>
          <div className="set-buttons">
            <button type="button" className="btn btn-outline btn-sm">Email Notifications</button>
            <button type="button" className="btn btn-outline btn-sm">SMS Notifications</button>
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
