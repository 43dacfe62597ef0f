import type { ApiErrorBody } from '@portal/contracts';

/** An error the gateway answers with as `{ statusCode, code, message }`. */
export class ApiError extends Error {
  constructor(readonly statusCode: number, readonly code: string, message: string) {
    super(message);
  }
  toBody(): ApiErrorBody {
    return { statusCode: this.statusCode, code: this.code, message: this.message };
  }
}
