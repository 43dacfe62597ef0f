import { Inject, Injectable } from '@nestjs/common';
import { PrismaService, type Db } from '../prisma/prisma.service.js';
import type { NotificationMail, Prisma } from '../generated/prisma/client.js';

/** The notification e-mails: written when an event is handled, then marked sent by the mail job. */
@Injectable()
export class NotificationsRepository {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  create(data: Prisma.NotificationMailUncheckedCreateInput, tx: Db): Promise<NotificationMail> {
    return tx.notificationMail.create({ data });
  }

  findById(id: string): Promise<NotificationMail | null> {
    return this.db.notificationMail.findUnique({ where: { id } });
  }

  /** Marks a mail sent once (a second delivery of the same row changes nothing). */
  async markSent(id: string): Promise<void> {
    await this.db.notificationMail.updateMany({ where: { id, status: 'pending' }, data: { status: 'sent', sentAt: new Date(), attempts: { increment: 1 } } });
  }

  async recordFailure(id: string, error: string): Promise<void> {
    await this.db.notificationMail.updateMany({ where: { id, status: 'pending' }, data: { attempts: { increment: 1 }, lastError: error.slice(0, 1000) } });
  }

  /** Mails still not sent that were written before `before`, oldest first. */
  pendingSince(before: Date, limit: number): Promise<Pick<NotificationMail, 'id'>[]> {
    return this.db.notificationMail.findMany({
      where: { status: 'pending', createdAt: { lt: before } },
      orderBy: { createdAt: 'asc' },
      take: limit,
      select: { id: true },
    });
  }
}
