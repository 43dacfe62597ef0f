import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Rpc, type RpcResponse } from '@portal/contracts';
import { ZodPayloadPipe } from '@portal/service-kit';
import type { z } from 'zod';
import { KycService } from './kyc.service.js';

type In<K extends keyof typeof Rpc> = z.output<(typeof Rpc)[K]['request']>;
type Out<K extends keyof typeof Rpc> = RpcResponse<(typeof Rpc)[K]>;

@Controller()
export class KycController {
  constructor(@Inject(KycService) private readonly kyc: KycService) {}

  @MessagePattern(Rpc.kycOverview.subject)
  overview(@Payload(new ZodPayloadPipe(Rpc.kycOverview.request)) input: In<'kycOverview'>): Promise<Out<'kycOverview'>> {
    return this.kyc.overview(input.userId);
  }

  @MessagePattern(Rpc.kycSubmit.subject)
  submit(@Payload(new ZodPayloadPipe(Rpc.kycSubmit.request)) input: In<'kycSubmit'>): Promise<Out<'kycSubmit'>> {
    return this.kyc.submit(input);
  }

  @MessagePattern(Rpc.kycGetDocument.subject)
  getDocument(@Payload(new ZodPayloadPipe(Rpc.kycGetDocument.request)) input: In<'kycGetDocument'>): Promise<Out<'kycGetDocument'>> {
    return this.kyc.getDocument(input);
  }

  @MessagePattern(Rpc.kycFetchFile.subject)
  fetchFile(@Payload(new ZodPayloadPipe(Rpc.kycFetchFile.request)) input: In<'kycFetchFile'>): Promise<Out<'kycFetchFile'>> {
    return this.kyc.fetchFile(input);
  }

  @MessagePattern(Rpc.kycDecide.subject)
  decide(@Payload(new ZodPayloadPipe(Rpc.kycDecide.request)) input: In<'kycDecide'>): Promise<Out<'kycDecide'>> {
    return this.kyc.decide(input);
  }

  @MessagePattern(Rpc.kycSaveNotes.subject)
  saveNotes(@Payload(new ZodPayloadPipe(Rpc.kycSaveNotes.request)) input: In<'kycSaveNotes'>): Promise<Out<'kycSaveNotes'>> {
    return this.kyc.saveNotes(input);
  }

  @MessagePattern(Rpc.kycReset.subject)
  reset(@Payload(new ZodPayloadPipe(Rpc.kycReset.request)) input: In<'kycReset'>): Promise<Out<'kycReset'>> {
    return this.kyc.reset(input);
  }

  @MessagePattern(Rpc.kycListRequests.subject)
  list(@Payload(new ZodPayloadPipe(Rpc.kycListRequests.request)) input: In<'kycListRequests'>): Promise<Out<'kycListRequests'>> {
    return this.kyc.list(input);
  }
}
