import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { ZodPayloadPipe } from '@portal/service-kit';
import { KycService } from './kyc.service.js';

@Controller()
export class KycController {
  constructor(@Inject(KycService) private readonly kyc: KycService) {}

  @MessagePattern(Rpc.kycOverview.subject)
  overview(@Payload(new ZodPayloadPipe(Rpc.kycOverview.request)) input: RpcIn<'kycOverview'>): Promise<RpcOut<'kycOverview'>> {
    return this.kyc.overview(input.userId);
  }

  @MessagePattern(Rpc.kycSubmit.subject)
  submit(@Payload(new ZodPayloadPipe(Rpc.kycSubmit.request)) input: RpcIn<'kycSubmit'>): Promise<RpcOut<'kycSubmit'>> {
    return this.kyc.submit(input);
  }

  @MessagePattern(Rpc.kycGetDocument.subject)
  getDocument(@Payload(new ZodPayloadPipe(Rpc.kycGetDocument.request)) input: RpcIn<'kycGetDocument'>): Promise<RpcOut<'kycGetDocument'>> {
    return this.kyc.getDocument(input);
  }

  @MessagePattern(Rpc.kycFetchFile.subject)
  fetchFile(@Payload(new ZodPayloadPipe(Rpc.kycFetchFile.request)) input: RpcIn<'kycFetchFile'>): Promise<RpcOut<'kycFetchFile'>> {
    return this.kyc.fetchFile(input);
  }

  @MessagePattern(Rpc.kycDecide.subject)
  decide(@Payload(new ZodPayloadPipe(Rpc.kycDecide.request)) input: RpcIn<'kycDecide'>): Promise<RpcOut<'kycDecide'>> {
    return this.kyc.decide(input);
  }

  @MessagePattern(Rpc.kycSaveNotes.subject)
  saveNotes(@Payload(new ZodPayloadPipe(Rpc.kycSaveNotes.request)) input: RpcIn<'kycSaveNotes'>): Promise<RpcOut<'kycSaveNotes'>> {
    return this.kyc.saveNotes(input);
  }

  @MessagePattern(Rpc.kycReset.subject)
  reset(@Payload(new ZodPayloadPipe(Rpc.kycReset.request)) input: RpcIn<'kycReset'>): Promise<RpcOut<'kycReset'>> {
    return this.kyc.reset(input);
  }

  @MessagePattern(Rpc.kycListRequests.subject)
  list(@Payload(new ZodPayloadPipe(Rpc.kycListRequests.request)) input: RpcIn<'kycListRequests'>): Promise<RpcOut<'kycListRequests'>> {
    return this.kyc.list(input);
  }
}
