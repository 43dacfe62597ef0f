import { Inject, Injectable } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service.js';

export type RegistrationOutcome = 'completed' | 'rolled_back' | 'compensation_pending';

export interface RegistrationRecord {
  userId: string;
  email: string;
  grantNumber: string;
  outcome: RegistrationOutcome;
  reason?: string;
}

/** The log of registration attempts that reached Keycloak, and the rollbacks still to finish. */
@Injectable()
export class RegistrationRepository {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  async record(entry: RegistrationRecord): Promise<void> {
    await this.db.registration.create({ data: entry });
  }

  /** Registrations whose login could not be deleted yet. */
  pendingCompensations(limit = 50) {
    return this.db.registration.findMany({ where: { outcome: 'compensation_pending' }, take: limit });
  }

  async markRolledBack(id: string): Promise<void> {
    await this.db.registration.update({ where: { id }, data: { outcome: 'rolled_back' } });
  }
}
