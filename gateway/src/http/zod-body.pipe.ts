import type { PipeTransform } from '@nestjs/common';
import { ErrorCodes } from '@portal/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error.js';

/** Validates a request body or query with a shared contract schema; bad input gets a clear 400 and changes nothing. */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}
  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    const field = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new ApiError(400, ErrorCodes.validationFailed, `${field}${issue?.message ?? 'Invalid request'}`);
  }
}
