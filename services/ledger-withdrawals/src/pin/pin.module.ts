import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { PinController } from './pin.controller.js';
import { PinHasher } from './pin-hasher.js';
import { PIN_RESET_TTL, PinService, pinResetTtlFromEnv } from './pin.service.js';
import { PinRepository } from './pin.repository.js';

/** Transaction PINs and their e-mailed reset links; other features check a PIN through the exported PinService. */
@Module({
  imports: [PrismaModule],
  controllers: [PinController],
  providers: [PinService, PinRepository, PinHasher, { provide: PIN_RESET_TTL, useFactory: () => pinResetTtlFromEnv() }],
  exports: [PinService],
})
export class PinModule {}
