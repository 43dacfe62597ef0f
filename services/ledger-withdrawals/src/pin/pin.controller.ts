import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Rpc, type RpcResponse } from '@portal/contracts';
import { ZodPayloadPipe } from '@portal/service-kit';
import type { z } from 'zod';
import { PinService } from './pin.service.js';

type In<K extends keyof typeof Rpc> = z.output<(typeof Rpc)[K]['request']>;
type Out<K extends keyof typeof Rpc> = RpcResponse<(typeof Rpc)[K]>;

@Controller()
export class PinController {
  constructor(@Inject(PinService) private readonly pins: PinService) {}

  @MessagePattern(Rpc.pinStatus.subject)
  status(@Payload(new ZodPayloadPipe(Rpc.pinStatus.request)) input: In<'pinStatus'>): Promise<Out<'pinStatus'>> {
    return this.pins.status(input.userId);
  }

  @MessagePattern(Rpc.pinSet.subject)
  set(@Payload(new ZodPayloadPipe(Rpc.pinSet.request)) input: In<'pinSet'>): Promise<Out<'pinSet'>> {
    return this.pins.set(input.userId, input.pin, input.confirmPin);
  }

  @MessagePattern(Rpc.pinDelete.subject)
  delete(@Payload(new ZodPayloadPipe(Rpc.pinDelete.request)) input: In<'pinDelete'>): Promise<Out<'pinDelete'>> {
    return this.pins.delete(input.userId);
  }

  @MessagePattern(Rpc.pinVerify.subject)
  verify(@Payload(new ZodPayloadPipe(Rpc.pinVerify.request)) input: In<'pinVerify'>): Promise<Out<'pinVerify'>> {
    return this.pins.verify(input.userId, input.pin);
  }
}
