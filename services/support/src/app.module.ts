import { Module } from '@nestjs/common';
import { TicketsModule } from './tickets/tickets.module.js';
import { ErasureModule } from './erasure/erasure.module.js';

@Module({ imports: [TicketsModule, ErasureModule] })
export class AppModule {}
