import { RpcException } from '@nestjs/microservices';
import { ErrorCodes, type RpcErrorBody } from '@portal/contracts';

/** Thrown by a service handler: reaches the caller (and the browser, through the gateway) as it is. */
export function rpcError(statusCode: number, code: string, message: string): RpcException {
  const body: RpcErrorBody = { rpc: true, statusCode, code, message };
  return new RpcException(body);
}

export const RpcErrors = {
  validation: (message: string) => rpcError(400, ErrorCodes.validationFailed, message),
  notFound: (message: string) => rpcError(404, ErrorCodes.notFound, message),
  conflict: (message: string) => rpcError(409, ErrorCodes.conflict, message),
  forbidden: (message: string) => rpcError(403, ErrorCodes.forbidden, message),
};
