import { pm2On, profileRunning } from '@portal/infra';
import { waitFor } from './wait.js';

const MAIL_API = 'http://127.0.0.1:1080/api/email';
const answers = () =>
  fetch(MAIL_API, { signal: AbortSignal.timeout(2000) }).then(
    (res) => res.ok,
    () => false,
  );

/**
 * Runs `work` while the mail catcher (maildev, SMTP 1025) is stopped, then starts it again, even
 * when `work` fails. maildev runs under the pm2 of the test platform (or of `npm start`, whose
 * servers the test platform reuses).
 */
export async function withMailCatcherStopped(work: () => Promise<void>): Promise<void> {
  const profile = await profileRunning('maildev');
  if (!profile) throw new Error('maildev runs under no pm2 profile of this checkout: cannot stop SMTP');
  await pm2On(profile, ['stop', 'maildev']);
  try {
    await waitFor(async () => !(await answers()), { timeoutMs: 15_000, what: 'maildev to stop' });
    await work();
  } finally {
    await pm2On(profile, ['restart', 'maildev']);
    await waitFor(answers, { timeoutMs: 30_000, what: 'maildev to serve again' });
  }
}
