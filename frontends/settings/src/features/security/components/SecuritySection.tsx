import { PinSection } from './PinSection';
import { PasswordForm } from './PasswordForm';

export function SecuritySection() {
  return (
    <section className="card" aria-labelledby="set-security">
      <h2 id="set-security">Security</h2>
      <PinSection />
      <PasswordForm />
    </section>
  );
}
