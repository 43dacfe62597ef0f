import { Inject, Injectable } from '@nestjs/common';
import type { Preferences, UpdatePreferencesRequest } from '@portal/contracts';
import { RpcErrors } from '@portal/service-kit';
import type { Db } from '../prisma/prisma.service.js';
import { ProfilesRepository } from '../profiles/profiles.repository.js';
import { PreferencesRepository } from './preferences.repository.js';
import { toPreferences } from './preferences.mapper.js';

@Injectable()
export class PreferencesService {
  constructor(
    @Inject(PreferencesRepository) private readonly preferences: PreferencesRepository,
    @Inject(ProfilesRepository) private readonly profiles: ProfilesRepository,
  ) {}

  /** The recipient's preferences, or the defaults while they saved none. */
  async get(userId: string): Promise<Preferences> {
    if (!(await this.profiles.findById(userId))) throw RpcErrors.notFound('Profile not found');
    return toPreferences(await this.preferences.find(userId));
  }

  /** The preferences as read through `tx` (the defaults while none are saved), for this service's other features. */
  async forUser(userId: string, tx?: Db): Promise<Preferences> {
    return toPreferences(await this.preferences.find(userId, tx));
  }

  async save({ userId, ...preferences }: UpdatePreferencesRequest): Promise<Preferences> {
    if (!(await this.profiles.findById(userId))) throw RpcErrors.notFound('Profile not found');
    return toPreferences(await this.preferences.save(userId, preferences));
  }
}
