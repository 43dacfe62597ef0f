import { Module } from '@nestjs/common';
import { MailQueue } from './mail.queue.js';

@Module({ providers: [{ provide: MailQueue, useFactory: () => new MailQueue() }], exports: [MailQueue] })
export class MailModule {}
