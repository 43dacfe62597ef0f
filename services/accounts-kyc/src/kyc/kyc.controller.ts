import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { KycService } from './kyc.service.js';

@Controller()
export class KycController {
  constructor(@Inject(KycService) private readonly kyc: KycService) {}

  @RpcHandler(Rpc.kycOverview)
  overview(input: RpcIn<'kycOverview'>): Promise<RpcOut<'kycOverview'>> {
    return this.kyc.overview(input.userId);
  }

  @RpcHandler(Rpc.kycSubmit)
  submit(input: RpcIn<'kycSubmit'>): Promise<RpcOut<'kycSubmit'>> {
    return this.kyc.submit(input);
  }

  @RpcHandler(Rpc.kycGetDocument)
  getDocument(input: RpcIn<'kycGetDocument'>): Promise<RpcOut<'kycGetDocument'>> {
    return this.kyc.getDocument(input);
  }

  @RpcHandler(Rpc.kycFetchFile)
  fetchFile(input: RpcIn<'kycFetchFile'>): Promise<RpcOut<'kycFetchFile'>> {
    return this.kyc.fetchFile(input);
  }

  @RpcHandler(Rpc.kycDecide)
  decide(input: RpcIn<'kycDecide'>): Promise<RpcOut<'kycDecide'>> {
    return this.kyc.decide(input);
  }

  @RpcHandler(Rpc.kycSaveNotes)
  saveNotes(input: RpcIn<'kycSaveNotes'>): Promise<RpcOut<'kycSaveNotes'>> {
    return this.kyc.saveNotes(input);
  }

  @RpcHandler(Rpc.kycReset)
  reset(input: RpcIn<'kycReset'>): Promise<RpcOut<'kycReset'>> {
    return this.kyc.reset(input);
  }

  @RpcHandler(Rpc.kycListRequests)
  list(input: RpcIn<'kycListRequests'>): Promise<RpcOut<'kycListRequests'>> {
    return this.kyc.list(input);
  }

  @RpcHandler(Rpc.kycBulk)
  bulk(input: RpcIn<'kycBulk'>): Promise<RpcOut<'kycBulk'>> {
    return this.kyc.bulk(input);
  }

  @RpcHandler(Rpc.kycHistory)
  history(input: RpcIn<'kycHistory'>): Promise<RpcOut<'kycHistory'>> {
    return this.kyc.history(input.userId);
  }

  @RpcHandler(Rpc.kycAnalytics)
  analytics(): Promise<RpcOut<'kycAnalytics'>> {
    return this.kyc.analytics();
  }
}
