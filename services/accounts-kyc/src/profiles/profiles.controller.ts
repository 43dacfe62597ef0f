import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { ZodPayloadPipe } from '@portal/service-kit';
import { ProfilesService } from './profiles.service.js';

@Controller()
export class ProfilesController {
  constructor(@Inject(ProfilesService) private readonly profiles: ProfilesService) {}

  @MessagePattern(Rpc.accountsCreateProfile.subject)
  create(@Payload(new ZodPayloadPipe(Rpc.accountsCreateProfile.request)) input: RpcIn<'accountsCreateProfile'>): Promise<RpcOut<'accountsCreateProfile'>> {
    return this.profiles.create(input);
  }

  @MessagePattern(Rpc.accountsGetProfile.subject)
  get(@Payload(new ZodPayloadPipe(Rpc.accountsGetProfile.request)) input: RpcIn<'accountsGetProfile'>): Promise<RpcOut<'accountsGetProfile'>> {
    return this.profiles.get(input.userId);
  }

  @MessagePattern(Rpc.accountsByAccountNumber.subject)
  byAccountNumber(@Payload(new ZodPayloadPipe(Rpc.accountsByAccountNumber.request)) input: RpcIn<'accountsByAccountNumber'>): Promise<RpcOut<'accountsByAccountNumber'>> {
    return this.profiles.byAccountNumber(input.accountNumber);
  }

  @MessagePattern(Rpc.accountsListProfiles.subject)
  list(@Payload(new ZodPayloadPipe(Rpc.accountsListProfiles.request)) input: RpcIn<'accountsListProfiles'>): Promise<RpcOut<'accountsListProfiles'>> {
    return this.profiles.list(input);
  }

  @MessagePattern(Rpc.accountsSetStatus.subject)
  setStatus(@Payload(new ZodPayloadPipe(Rpc.accountsSetStatus.request)) input: RpcIn<'accountsSetStatus'>): Promise<RpcOut<'accountsSetStatus'>> {
    return this.profiles.setStatus(input);
  }

  @MessagePattern(Rpc.accountsDeleteProfile.subject)
  async delete(@Payload(new ZodPayloadPipe(Rpc.accountsDeleteProfile.request)) input: RpcIn<'accountsDeleteProfile'>): Promise<RpcOut<'accountsDeleteProfile'>> {
    return { deleted: await this.profiles.delete(input.userId) };
  }
}
