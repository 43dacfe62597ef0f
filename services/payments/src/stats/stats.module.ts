import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { StatsController } from './stats.controller.js';
import { StatsRepository } from './stats.repository.js';

/** Aggregates for the admin Overview. */
@Module({ imports: [PrismaModule], controllers: [StatsController], providers: [StatsRepository] })
export class StatsModule {}
