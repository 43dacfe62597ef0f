import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { TicketsController } from './tickets.controller.js';
import { TicketsRepository } from './tickets.repository.js';
import { TicketsService } from './tickets.service.js';

/** Support tickets and their conversations. */
@Module({ imports: [PrismaModule], controllers: [TicketsController], providers: [TicketsRepository, TicketsService] })
export class TicketsModule {}
