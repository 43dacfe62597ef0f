import { pm2On, profileRunning } from '@portal/infra';
import { waitFor } from './wait.js';

/** The platform's mail catcher: its own on a second test slot (MAIL_HTTP_PORT), else the shared one. */
const MAIL_API = `http://127.0.0.1:${process.env.MAIL_HTTP_PORT || 1080}/api/email`;
/** The pm2 profile of a platform with a mail catcher of its own (the second test slot); the shared one may run under any. */
const OWN_PROFILE = process.env.MAIL_HTTP_PORT ? process.env.TEST_PLATFORM_PROFILE : undefined;
const answers = () =>
  fetch(MAIL_API, { signal: AbortSignal.timeout(2000) }).then(
    (res) => res.ok,
    () => false,
  );

/**
 * Runs `work` while the mail catcher (maildev, SMTP 1025, or the second test slot's own) is stopped, then
 * starts it again, even when `work` fails. maildev runs under the pm2 of the test platform (or of `npm start`,
 * whose servers the test platform reuses).
 */
export async function withMailCatcherStopped(work: () => Promise<void>): Promise<void> {
  const profile = await profileRunning('maildev', OWN_PROFILE ? [OWN_PROFILE] : undefined);
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
