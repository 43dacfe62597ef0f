import { readMails } from '@portal/infra';
import { Api, DEFAULT_PREFERENCES, type Preferences, type ServiceName } from '@portal/contracts';
import { DEMO_ADMIN, tokenFor } from './platform.js';
import { clientFor } from './client.js';
import { waitFor } from './wait.js';
import { databaseProbe, withDatabase } from './databases.js';

// The accounts-kyc notification mails as the notification tests look at them.
export const notificationsDb = databaseProbe('accounts-kyc', { writable: true });

export interface MailRow {
  id: string;
  event_id: string;
  topic: string;
  subject: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

export async function rowsOf(userId: string): Promise<MailRow[]> {
  const { rows } = await notificationsDb.query<MailRow>(
    'SELECT id, event_id, topic, subject, status, attempts, last_error FROM notification_mails WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  return rows;
}

/**
 * Every notification mail stored for this user has been handed to SMTP (a row is marked sent only once
 * the mail catcher accepted it), so what readMails returns for them is complete. Per user, because other
 * test files send mails at the same time.
 */
export async function notificationsSettled(userId: string): Promise<void> {
  await waitFor(
    async () => (await notificationsDb.query("SELECT 1 FROM notification_mails WHERE user_id = $1 AND status = 'pending' LIMIT 1", [userId])).rowCount === 0,
    { timeoutMs: 30_000, what: `every notification mail of ${userId} to be sent` },
  );
}

/** Waits until the notifications consumer `consumer` has handled an event (its inbox row) and answers the event's id. */
export async function handled(consumer: string, eventId: string): Promise<void> {
  await waitFor(async () => (await notificationsDb.query('SELECT 1 FROM inbox WHERE consumer = $1 AND event_id = $2', [consumer, eventId])).rowCount === 1, {
    timeoutMs: 20_000,
    what: `${consumer} to handle event ${eventId}`,
  });
}

/** The ids of the events a service's outbox holds for a subject and user, oldest first. */
export async function eventIds(service: ServiceName, subject: string, userId: string): Promise<string[]> {
  return withDatabase(service, async (client) => {
    const { rows } = await client.query<{ id: string }>("SELECT id FROM outbox WHERE subject = $1 AND payload->>'userId' = $2 ORDER BY created_at", [
      subject,
      userId,
    ]);
    return rows.map((r) => r.id);
  });
}

export async function mailsWithSubject(to: string, subject: string) {
  return (await readMails({ to })).filter((m) => m.subject === subject);
}

export function since(): Date {
  // The mail catcher stamps mails to the whole second.
  return new Date(Date.now() - 1000);
}

export async function setPreferences(token: string, change: Partial<Preferences>): Promise<void> {
  await clientFor(token).call(Api.me.updatePreferences, { body: { ...DEFAULT_PREFERENCES, ...change } });
}

export async function openTicket(token: string, subject = 'Quarterly report') {
  return clientFor(token).call(Api.support.create, { body: { subject, message: 'Where is the template?', category: 'general' } });
}

export const admin = async () => clientFor(await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password));

/** A catalogue text with its `{{…}}` filled in, as a mail shows it. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}
