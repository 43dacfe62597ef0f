import { createHash } from 'node:crypto';
import { CATALOGUES, DEFAULT_LANGUAGE, Rpc, type Language } from '@portal/contracts';
import { MailQueue, RpcCallError, createLogger, type OutgoingMail, type RpcClient } from '@portal/service-kit';
import type { KeycloakAdminClient } from '../keycloak/keycloak-admin.client.js';

/** A registration tried with an address that already has a login: its owner is told, nobody else. */
export interface RegistrationNoticeJob {
  email: string;
}

/** The BullMQ queue of these notices (identity's own: its jobs are composed when they run, unlike the plain reset mails). */
export const REGISTRATION_NOTICE_QUEUE = 'identity-registration-notice';
/** At most one notice per address in this time, however often the form is sent with it. */
export const REGISTRATION_NOTICE_INTERVAL_S = 3600;

/** The job id of an address's notice (BullMQ ids may not contain ':'); the address itself stays out of Redis keys. */
export function registrationNoticeId(email: string): string {
  return `registration-notice-${createHash('sha256').update(email).digest('hex')}`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

/** The notice in the owner's language: nothing was created, how to sign in, how to choose a new password. */
export function registrationNoticeMail(to: string, language: Language, publicUrl: string): OutgoingMail {
  const { registrationAttempt: t, layout } = CATALOGUES[language].email;
  const base = publicUrl.replace(/\/$/, '');
  const signIn = `${base}/login`;
  const reset = `${base}/forgot-password`;
  const text = [t.body, fill(t.signIn, { url: signIn }), fill(t.reset, { url: reset }), t.ignore, `${layout.signOff}\n${layout.team}`].join('\n\n');
  const link = (line: string, url: string) => escapeHtml(line).replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
  const html = [
    `<p>${escapeHtml(t.body)}</p>`,
    `<p>${link(fill(t.signIn, { url: signIn }), signIn)}</p>`,
    `<p>${link(fill(t.reset, { url: reset }), reset)}</p>`,
    `<p>${escapeHtml(t.ignore)}</p>`,
    `<p>${escapeHtml(layout.signOff)}<br>${escapeHtml(layout.team)}</p>`,
  ].join('\n');
  return { to, subject: t.subject, text, html };
}

/**
 * The queue of registration notices. A job carries only the address: the owner's login and language
 * are looked up when it runs, after the registration was answered, so an address with a login is
 * answered as fast as one without. The language is the owner's portal preference; an owner without a
 * profile (an admin) reads English. A lookup that fails is retried with the job's back-off.
 */
export function registrationNoticeQueue(keycloak: KeycloakAdminClient, rpc: RpcClient, publicUrl: string): MailQueue<RegistrationNoticeJob> {
  const log = createLogger('identity.registration-notice');
  return new MailQueue<RegistrationNoticeJob>({
    queue: REGISTRATION_NOTICE_QUEUE,
    keepSentSeconds: REGISTRATION_NOTICE_INTERVAL_S,
    compose: async ({ email }) => {
      const userId = await keycloak.findUserIdByEmail(email);
      if (!userId) {
        log.info('the address has no login any more; no notice sent');
        return null;
      }
      return registrationNoticeMail(email, await languageOf(rpc, userId), publicUrl);
    },
  });
}

async function languageOf(rpc: RpcClient, userId: string): Promise<Language> {
  try {
    return (await rpc.call(Rpc.accountsGetPreferences, { userId })).language;
  } catch (error) {
    if (error instanceof RpcCallError && error.body.statusCode === 404) return DEFAULT_LANGUAGE;
    throw error;
  }
}
