import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RpcContract } from '@portal/contracts';
import type { z } from 'zod';
import type { RpcAnswer } from './json-answer.js';
import { ZodPayloadPipe } from './zod-payload.pipe.js';

type RpcMethod<Req extends z.ZodType, Res extends z.ZodType> = (input: z.output<Req>) => RpcAnswer<z.output<Res>> | Promise<RpcAnswer<z.output<Res>>>;

/**
 * Makes a controller method the answer to a contract's request subject. The payload is validated
 * against the contract's request schema first (a bad one is answered with a 400 VALIDATION_FAILED
 * RPC error and never reaches the method), and the compiler holds the method to the contract:
 *
 *   @RpcHandler(Rpc.kycOverview)
 *   overview(input: RpcIn<'kycOverview'>): Promise<RpcOut<'kycOverview'>> { … }
 */
export function RpcHandler<Req extends z.ZodType, Res extends z.ZodType>(contract: RpcContract<Req, Res>) {
  return <M extends RpcMethod<Req, Res>>(target: object, method: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    MessagePattern(contract.subject)(target, method, descriptor);
    Payload(new ZodPayloadPipe(contract.request))(target, method, 0);
  };
}
