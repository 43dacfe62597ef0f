import type { ApiErrorBody } from '@portal/contracts';

/** An error the gateway answers with as `{ statusCode, code, message }`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    private readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
  /** The answer body; `extra` carries machine-readable details (e.g. accountStatus next to ACCOUNT_STATUS_BLOCKED). */
  toBody(): ApiErrorBody & Record<string, unknown> {
    return { ...this.extra, statusCode: this.statusCode, code: this.code, message: this.message };
  }
}
