import { Inject, Injectable } from '@nestjs/common';
import type { Preferences } from '@portal/contracts';
import { PrismaService, type Db } from '../prisma/prisma.service.js';
import type { UserPreferences } from '../generated/prisma/client.js';

/** The stored preferences of each recipient (one row once they saved; none means the defaults). */
@Injectable()
export class PreferencesRepository {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  find(userId: string, tx: Db = this.db): Promise<UserPreferences | null> {
    return tx.userPreferences.findUnique({ where: { userId } });
  }

  save(userId: string, preferences: Preferences, tx: Db = this.db): Promise<UserPreferences> {
    const data = { ...preferences, notifications: preferences.notifications };
    return tx.userPreferences.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  }
}
