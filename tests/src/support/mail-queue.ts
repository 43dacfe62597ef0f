import { Queue } from 'bullmq';
import { REDIS_URL } from './platform.js';
import { waitFor } from './wait.js';

/** The identity service's outgoing mail: a BullMQ queue that hands each mail to the mail catcher over SMTP. */
const MAIL_QUEUE = 'identity-mail';

/**
 * Waits until every mail the platform has queued so far has been delivered (no job waiting, running
 * or scheduled for a retry). The mail catcher answers SMTP only once a mail is stored, so what
 * readMails returns afterwards is complete: a test can then assert that a mail was NOT sent.
 */
export async function waitForQueuedMailsDelivered(timeoutMs = 20_000): Promise<void> {
  const queue = new Queue(MAIL_QUEUE, { connection: { url: REDIS_URL } });
  try {
    await waitFor(
      async () => {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
        return Object.values(counts).every((n) => n === 0);
      },
      { timeoutMs, what: `the ${MAIL_QUEUE} queue to be delivered` },
    );
  } finally {
    await queue.close();
  }
}
