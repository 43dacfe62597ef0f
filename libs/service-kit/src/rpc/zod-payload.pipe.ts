import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { RpcErrors } from './rpc-errors.js';

/** Validates an incoming message against its contract schema; bad input changes nothing. */
export class ZodPayloadPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      throw RpcErrors.validation(`${where}${issue?.message ?? 'Invalid request'}`);
    }
    return result.data;
  }
}
