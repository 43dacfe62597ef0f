import { Inject, Injectable } from '@nestjs/common';
import type { Preferences, UpdatePreferencesRequest } from '@portal/contracts';
import { RpcErrors } from '@portal/service-kit';
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

  async save({ userId, ...preferences }: UpdatePreferencesRequest): Promise<Preferences> {
    if (!(await this.profiles.findById(userId))) throw RpcErrors.notFound('Profile not found');
    return toPreferences(await this.preferences.save(userId, preferences));
  }
}
