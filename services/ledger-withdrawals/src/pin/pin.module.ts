import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { PinController } from './pin.controller.js';
import { PinHasher } from './pin-hasher.js';
import { PinService } from './pin.service.js';
import { PinRepository } from './pin.repository.js';

/** Transaction PINs; other features check a PIN through the exported PinService. */
@Module({ imports: [PrismaModule], controllers: [PinController], providers: [PinService, PinRepository, PinHasher], exports: [PinService] })
export class PinModule {}
