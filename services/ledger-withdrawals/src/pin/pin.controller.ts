import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { ZodPayloadPipe } from '@portal/service-kit';
import { PinService } from './pin.service.js';

@Controller()
export class PinController {
  constructor(@Inject(PinService) private readonly pins: PinService) {}

  @MessagePattern(Rpc.pinStatus.subject)
  status(@Payload(new ZodPayloadPipe(Rpc.pinStatus.request)) input: RpcIn<'pinStatus'>): Promise<RpcOut<'pinStatus'>> {
    return this.pins.status(input.userId);
  }

  @MessagePattern(Rpc.pinSet.subject)
  set(@Payload(new ZodPayloadPipe(Rpc.pinSet.request)) input: RpcIn<'pinSet'>): Promise<RpcOut<'pinSet'>> {
    return this.pins.set(input.userId, input.pin, input.confirmPin);
  }

  @MessagePattern(Rpc.pinDelete.subject)
  delete(@Payload(new ZodPayloadPipe(Rpc.pinDelete.request)) input: RpcIn<'pinDelete'>): Promise<RpcOut<'pinDelete'>> {
    return this.pins.delete(input.userId);
  }

  @MessagePattern(Rpc.pinVerify.subject)
  verify(@Payload(new ZodPayloadPipe(Rpc.pinVerify.request)) input: RpcIn<'pinVerify'>): Promise<RpcOut<'pinVerify'>> {
    return this.pins.verify(input.userId, input.pin);
  }
}
