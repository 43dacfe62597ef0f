import { PinSection } from './PinSection';

export function SecuritySection() {
  return (
    <section className="card" aria-labelledby="set-security">
      <h2 id="set-security">Security</h2>
      <PinSection />
      <div className="set-password">
        <h3>Password</h3>
        <p className="set-muted">Your password is managed by the portal's sign-in service. Use “Forgot password?” on the sign-in page to change it.</p>
      </div>
    </section>
  );
}
