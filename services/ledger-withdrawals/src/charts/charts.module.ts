import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { ChartsController } from './charts.controller.js';
import { ChartsRepository } from './charts.repository.js';
import { ChartsService } from './charts.service.js';

/** The figures behind the charts: a recipient's daily balances and spending, the fund's weekly disbursements. */
@Module({ imports: [PrismaModule], controllers: [ChartsController], providers: [ChartsService, ChartsRepository] })
export class ChartsModule {}
