import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { ProfilesService } from './profiles.service.js';

@Controller()
export class ProfilesController {
  constructor(@Inject(ProfilesService) private readonly profiles: ProfilesService) {}

  @RpcHandler(Rpc.accountsCreateProfile)
  create(input: RpcIn<'accountsCreateProfile'>): Promise<RpcOut<'accountsCreateProfile'>> {
    return this.profiles.create(input);
  }

  @RpcHandler(Rpc.accountsGetProfile)
  get(input: RpcIn<'accountsGetProfile'>): Promise<RpcOut<'accountsGetProfile'>> {
    return this.profiles.get(input.userId);
  }

  @RpcHandler(Rpc.accountsListProfiles)
  list(input: RpcIn<'accountsListProfiles'>): Promise<RpcOut<'accountsListProfiles'>> {
    return this.profiles.list(input);
  }

  @RpcHandler(Rpc.accountsSetStatus)
  setStatus(input: RpcIn<'accountsSetStatus'>): Promise<RpcOut<'accountsSetStatus'>> {
    return this.profiles.setStatus(input);
  }

  @RpcHandler(Rpc.accountsDeleteProfile)
  async delete(input: RpcIn<'accountsDeleteProfile'>): Promise<RpcOut<'accountsDeleteProfile'>> {
    return { deleted: await this.profiles.delete(input.userId) };
  }
}
