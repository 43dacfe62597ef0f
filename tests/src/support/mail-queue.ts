import { Queue } from 'bullmq';
import { REDIS_URL } from './platform.js';
import { waitFor } from './wait.js';

/**
 * The services' outgoing mail: one BullMQ queue per service (service-kit's MailQueue) that hands each
 * mail to the mail catcher over SMTP; identity's password-reset mails, accounts-kyc's notifications.
 */
export const IDENTITY_MAIL_QUEUE = 'identity-mail';
export const NOTIFICATIONS_MAIL_QUEUE = 'accounts-kyc-mail';

/**
 * Waits until every mail the platform has queued so far has been delivered (no job waiting, running
 * or scheduled for a retry). The mail catcher answers SMTP only once a mail is stored, so what
 * readMails returns afterwards is complete: a test can then assert that a mail was NOT sent.
 */
export async function waitForQueuedMailsDelivered(timeoutMs = 20_000, name = IDENTITY_MAIL_QUEUE): Promise<void> {
  const queue = new Queue(name, { connection: { url: REDIS_URL } });
  try {
    await waitFor(
      async () => {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
        return Object.values(counts).every((n) => n === 0);
      },
      { timeoutMs, what: `the ${name} queue to be delivered` },
    );
  } finally {
    await queue.close();
  }
}
