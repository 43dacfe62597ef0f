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

  @RpcHandler(Rpc.accountsUpdateProfile)
  update(input: RpcIn<'accountsUpdateProfile'>): Promise<RpcOut<'accountsUpdateProfile'>> {
    return this.profiles.update(input);
  }

  @RpcHandler(Rpc.accountsByAccountNumber)
  byAccountNumber(input: RpcIn<'accountsByAccountNumber'>): Promise<RpcOut<'accountsByAccountNumber'>> {
    return this.profiles.byAccountNumber(input.accountNumber);
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

  @RpcHandler(Rpc.accountsSearchProfiles)
  search(input: RpcIn<'accountsSearchProfiles'>): Promise<RpcOut<'accountsSearchProfiles'>> {
    return this.profiles.search(input);
  }

  @RpcHandler(Rpc.accountsNames)
  names(input: RpcIn<'accountsNames'>): Promise<RpcOut<'accountsNames'>> {
    return this.profiles.names(input.userIds);
  }

  @RpcHandler(Rpc.accountsOverview)
  overview(): Promise<RpcOut<'accountsOverview'>> {
    return this.profiles.overview();
  }

  @RpcHandler(Rpc.accountsKycFunnel)
  kycFunnel(): Promise<RpcOut<'accountsKycFunnel'>> {
    return this.profiles.kycFunnel();
  }

  @RpcHandler(Rpc.accountsGrantConflicts)
  grantConflicts(): Promise<RpcOut<'accountsGrantConflicts'>> {
    return this.profiles.grantConflicts();
  }

  @RpcHandler(Rpc.accountsSetActive)
  setActive(input: RpcIn<'accountsSetActive'>): Promise<RpcOut<'accountsSetActive'>> {
    return this.profiles.setActive(input);
  }

  @RpcHandler(Rpc.accountsBulkStatus)
  bulkStatus(input: RpcIn<'accountsBulkStatus'>): Promise<RpcOut<'accountsBulkStatus'>> {
    return this.profiles.bulkStatus(input);
  }
}
