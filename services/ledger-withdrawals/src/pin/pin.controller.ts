import { Controller, Inject } from '@nestjs/common';
import { Rpc, type RpcIn, type RpcOut } from '@portal/contracts';
import { RpcHandler } from '@portal/service-kit';
import { PinService } from './pin.service.js';

@Controller()
export class PinController {
  constructor(@Inject(PinService) private readonly pins: PinService) {}

  @RpcHandler(Rpc.pinStatus)
  status(input: RpcIn<'pinStatus'>): Promise<RpcOut<'pinStatus'>> {
    return this.pins.status(input.userId);
  }

  @RpcHandler(Rpc.pinSet)
  set(input: RpcIn<'pinSet'>): Promise<RpcOut<'pinSet'>> {
    return this.pins.set(input);
  }

  @RpcHandler(Rpc.pinDelete)
  delete(input: RpcIn<'pinDelete'>): Promise<RpcOut<'pinDelete'>> {
    return this.pins.delete(input);
  }

  @RpcHandler(Rpc.pinResetRequest)
  requestReset(input: RpcIn<'pinResetRequest'>): Promise<RpcOut<'pinResetRequest'>> {
    return this.pins.requestReset(input.userId);
  }

  @RpcHandler(Rpc.pinResetComplete)
  completeReset(input: RpcIn<'pinResetComplete'>): Promise<RpcOut<'pinResetComplete'>> {
    return this.pins.completeReset(input);
  }

  @RpcHandler(Rpc.pinVerify)
  verify(input: RpcIn<'pinVerify'>): Promise<RpcOut<'pinVerify'>> {
    return this.pins.verify(input.userId, input.pin);
  }
}
