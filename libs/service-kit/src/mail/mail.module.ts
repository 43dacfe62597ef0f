import { Module, type DynamicModule } from '@nestjs/common';
import { MailQueue } from './mail-queue.js';

/**
 * A service's queue of plain outgoing mails (`MailQueue.send`), e.g. identity's password-reset
 * mails: `imports: [MailModule.register('identity-mail')]`, then inject `MailQueue`.
 */
@Module({})
export class MailModule {
  static register(queue: string): DynamicModule {
    return { module: MailModule, providers: [{ provide: MailQueue, useFactory: () => new MailQueue({ queue }) }], exports: [MailQueue] };
  }
}
