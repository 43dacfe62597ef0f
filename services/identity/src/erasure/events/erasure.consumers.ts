import type { FactoryProvider } from '@nestjs/common';
import { userErasedConsumer } from '@portal/service-kit';
import { PrismaService } from '../../prisma/prisma.service.js';
import { ErasureService } from '../erasure.service.js';

/** What the erasure feature consumes: `accounts.user-erased`, this service's part of deleting a recipient, once per deletion (retried every 2 s until Keycloak answers). */
export const erasureConsumers: FactoryProvider[] = [
  userErasedConsumer({ name: 'identity-user-erased', db: PrismaService, step: ErasureService, retryDelayMs: 2000 }),
];
