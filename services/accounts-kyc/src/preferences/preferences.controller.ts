import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { PreferencesService } from './preferences.service.js';

@Controller()
export class PreferencesController {
  constructor(@Inject(PreferencesService) private readonly preferences: PreferencesService) {}

  @RpcHandler(Rpc.accountsGetPreferences)
  get(input: RpcIn<'accountsGetPreferences'>): Promise<RpcOut<'accountsGetPreferences'>> {
    return this.preferences.get(input.userId);
  }

  @RpcHandler(Rpc.accountsSetPreferences)
  save(input: RpcIn<'accountsSetPreferences'>): Promise<RpcOut<'accountsSetPreferences'>> {
    return this.preferences.save(input);
  }
}
