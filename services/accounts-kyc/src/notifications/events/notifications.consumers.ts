import type { FactoryProvider } from '@nestjs/common';
import { Events, type EventContract } from '@portal/contracts';
import { eventConsumerProvider } from '@portal/service-kit';
import type { z } from 'zod';
import { PrismaService } from '../../prisma/prisma.service.js';
import { NotificationsService } from '../notifications.service.js';
import {
  accountStatusNotice,
  grantReportDueNotice,
  grantReportNotice,
  grantTrancheNotice,
  kycStatusNotice,
  passwordChangedNotice,
  pinChangedNotice,
  projectPaymentStatusNotice,
  statementReadyNotice,
  ticketReplyNotice,
  ticketStatusNotice,
  transferStatusNotice,
  withdrawalStatusNotice,
  type Notice,
} from '../notices.js';

/** The durable consumer of one event that may mail a recipient: the notice it makes is stored with its inbox row. */
function mailing<S extends z.ZodType>(name: string, event: EventContract<S>, notice: (data: z.output<S>) => Notice | null): FactoryProvider {
  return eventConsumerProvider({
    name,
    event,
    db: PrismaService,
    handler: NotificationsService,
    handle: (notifications, data, tx, { id }) => notifications.record(tx, id, notice(data)),
  });
}

/**
 * What the notifications feature consumes: one durable JetStream consumer per event that may mail
 * a recipient, all on the process's NATS connection. Each event is handled once (the inbox row is
 * written in the transaction that stores its mail), so a redelivered event mails nobody twice.
 */
export const notificationsConsumers: FactoryProvider[] = [
  mailing('notifications-account-status', Events.accountStatusChanged, accountStatusNotice),
  mailing('notifications-kyc-status', Events.kycStatusChanged, kycStatusNotice),
  mailing('notifications-withdrawal-status', Events.withdrawalStatusChanged, withdrawalStatusNotice),
  mailing('notifications-transfer-status', Events.transferStatusChanged, transferStatusNotice),
  mailing('notifications-project-payment-status', Events.projectPaymentStatusChanged, projectPaymentStatusNotice),
  mailing('notifications-ticket-replied', Events.ticketReplied, ticketReplyNotice),
  mailing('notifications-ticket-status', Events.ticketStatusChanged, ticketStatusNotice),
  mailing('notifications-pin-changed', Events.pinChanged, pinChangedNotice),
  mailing('notifications-password-changed', Events.passwordChanged, passwordChangedNotice),
  mailing('notifications-grant-report-decided', Events.grantReportDecided, grantReportNotice),
  mailing('notifications-grant-tranche-released', Events.grantTrancheReleased, grantTrancheNotice),
  mailing('notifications-grant-report-due', Events.grantReportDue, grantReportDueNotice),
  mailing('notifications-statement-ready', Events.statementReady, statementReadyNotice),
];
