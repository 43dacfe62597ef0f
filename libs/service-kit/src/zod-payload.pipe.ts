import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { parseRpcPayload } from './rpc-handler.js';

/** Validates an incoming message against its contract schema; bad input changes nothing. */
export class ZodPayloadPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    return parseRpcPayload(this.schema, value);
  }
}
