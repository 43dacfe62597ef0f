import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Rpc, type RpcResponse } from '@portal/contracts';
import { ZodPayloadPipe } from '@portal/service-kit';
import { ProfilesService } from './profiles.service.js';
import type { z } from 'zod';

type In<K extends keyof typeof Rpc> = z.output<(typeof Rpc)[K]['request']>;
type Out<K extends keyof typeof Rpc> = RpcResponse<(typeof Rpc)[K]>;

@Controller()
export class ProfilesController {
  constructor(@Inject(ProfilesService) private readonly profiles: ProfilesService) {}

  @MessagePattern(Rpc.accountsCreateProfile.subject)
  create(@Payload(new ZodPayloadPipe(Rpc.accountsCreateProfile.request)) input: In<'accountsCreateProfile'>): Promise<Out<'accountsCreateProfile'>> {
    return this.profiles.create(input);
  }

  @MessagePattern(Rpc.accountsGetProfile.subject)
  get(@Payload(new ZodPayloadPipe(Rpc.accountsGetProfile.request)) input: In<'accountsGetProfile'>): Promise<Out<'accountsGetProfile'>> {
    return this.profiles.get(input.userId);
  }

  @MessagePattern(Rpc.accountsListProfiles.subject)
  list(@Payload(new ZodPayloadPipe(Rpc.accountsListProfiles.request)) input: In<'accountsListProfiles'>): Promise<Out<'accountsListProfiles'>> {
    return this.profiles.list(input);
  }

  @MessagePattern(Rpc.accountsSetStatus.subject)
  setStatus(@Payload(new ZodPayloadPipe(Rpc.accountsSetStatus.request)) input: In<'accountsSetStatus'>): Promise<Out<'accountsSetStatus'>> {
    return this.profiles.setStatus(input);
  }

  @MessagePattern(Rpc.accountsDeleteProfile.subject)
  async delete(@Payload(new ZodPayloadPipe(Rpc.accountsDeleteProfile.request)) input: In<'accountsDeleteProfile'>): Promise<Out<'accountsDeleteProfile'>> {
    return { deleted: await this.profiles.delete(input.userId) };
  }
}
