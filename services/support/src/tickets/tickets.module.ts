import { Module } from '@nestjs/common';
import { PrismaService } from '../prisma.service.js';
import { TicketsController } from './tickets.controller.js';
import { TicketsRepository } from './tickets.repository.js';
import { TicketsService } from './tickets.service.js';

/** Support tickets and their conversations. */
@Module({ controllers: [TicketsController], providers: [PrismaService, TicketsRepository, TicketsService] })
export class TicketsModule {}
