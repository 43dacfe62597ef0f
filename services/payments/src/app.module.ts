import { Module } from '@nestjs/common';
import { PrismaModule } from './prisma/prisma.module.js';

/**
 * The service owns its database and answers `<name>.health` (service-kit); its feature modules
 * (`src/<feature>/`) arrive with their issues and are imported here.
 */
@Module({ imports: [PrismaModule] })
export class AppModule {}
