import { MessagePattern } from '@nestjs/microservices';
import type { RpcContract } from '@portal/contracts';
import type { z } from 'zod';
import { RpcErrors } from './rpc-errors.js';

/** The contract's request, validated; bad input is refused with a 400 naming the field, and nothing runs. */
export function parseRpcPayload<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw RpcErrors.validation(`${where}${issue?.message ?? 'Invalid request'}`);
}

type Handler<Req extends z.ZodType, Res extends z.ZodType> = (input: z.output<Req>) => Promise<z.input<Res>> | z.input<Res>;

/**
 * Serves a request-reply contract from `@portal/contracts`' `Rpc`: subscribes to its subject and
 * hands the method the validated request. The method's parameter and answer are typed from the
 * contract, so a handler cannot drift from what its callers send and expect.
 *
 *   @RpcHandler(Rpc.pinStatus)
 *   status({ userId }: RpcIn<'pinStatus'>) { … }
 */
export function RpcHandler<Req extends z.ZodType, Res extends z.ZodType>(contract: RpcContract<Req, Res>) {
  return <H extends Handler<Req, Res>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    const handle = descriptor.value!;
    descriptor.value = function validated(this: unknown, payload: unknown) {
      return handle.call(this, parseRpcPayload(contract.request, payload));
    } as H;
    MessagePattern(contract.subject)(target, key, descriptor);
  };
}
