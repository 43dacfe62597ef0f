import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { createLogger, type AfterCommit } from '@portal/service-kit';
import type { Db } from '../prisma/prisma.service.js';
import { ProfilesRepository } from '../profiles/profiles.repository.js';
import { PreferencesService } from '../preferences/preferences.service.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationMailer } from './notification-mailer.js';
import { MailRenderer } from './mail-renderer.js';
import { SECURITY_TOPIC, pinResetLinkNotice, type Notice } from './notices.js';

/**
 * Turns what an event tells a recipient into one stored e-mail, inside the transaction that
 * handles the event: the recipient's address, name and preferences are read there, a topic they
 * switched off mails nothing, and the mail is rendered in their language and time zone. The mail
 * is queued once that transaction has committed.
 */
@Injectable()
export class NotificationsService {
  private readonly log = createLogger('accounts-kyc.notifications');

  constructor(
    @Inject(ProfilesRepository) private readonly profiles: ProfilesRepository,
    @Inject(PreferencesService) private readonly preferences: PreferencesService,
    @Inject(NotificationsRepository) private readonly mails: NotificationsRepository,
    @Inject(NotificationMailer) private readonly mailer: NotificationMailer,
    @Inject(MailRenderer) private readonly renderer: MailRenderer,
  ) {}

  async record(tx: Db, eventId: string, notice: Notice | null): Promise<AfterCommit | void> {
    if (!notice) return;
    const profile = await this.profiles.findById(notice.userId, tx);
    if (!profile) return; // deleted meanwhile: nobody to write to
    const preferences = await this.preferences.forUser(notice.userId, tx);
    // Security notices (credential changes) are mailed whatever the choices: the reader must learn of them.
    if (notice.topic !== SECURITY_TOPIC && !preferences.notifications[notice.topic]) {
      this.log.info({ userId: notice.userId, topic: notice.topic }, 'notification switched off: no mail');
      return;
    }
    const mail = this.renderer.render(notice, { name: profile.fullName, email: profile.email, language: preferences.language, timeZone: preferences.timeZone });
    const row = await this.mails.create(
      {
        id: randomUUID(),
        userId: profile.id,
        topic: notice.topic,
        eventId,
        toAddress: mail.to,
        language: preferences.language,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
      },
      tx,
    );
    return () => this.mailer.enqueue(row.id);
  }

  /**
   * Mails a PIN reset link at once, in the recipient's language. The mail is a job of the service's
   * mail queue holding the rendered mail (BullMQ removes it once sent): the token is stored in no
   * table here, and the ledger keeps only its hash. One job per link (its id), so a repeated request
   * mails once. No profile (erased meanwhile): nothing is sent.
   */
  async mailPinResetLink(request: { userId: string; linkId: string; token: string; expiresAt: string }): Promise<{ queued: true }> {
    const profile = await this.profiles.findById(request.userId);
    if (!profile) {
      this.log.warn({ userId: request.userId }, 'PIN reset link for a user without a profile: no mail');
      return { queued: true };
    }
    const preferences = await this.preferences.forUser(request.userId);
    const mail = this.renderer.render(pinResetLinkNotice(request), {
      name: profile.fullName,
      email: profile.email,
      language: preferences.language,
      timeZone: preferences.timeZone,
    });
    await this.mailer.send(mail, `pin-reset-${request.linkId}`);
    return { queued: true };
  }
}
