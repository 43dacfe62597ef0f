import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ErrorCodes, type ApiErrorBody } from '@portal/contracts';

/**
 * A request the HTTP parser refuses before any route sees it (headers too large: 431, anything else it cannot
 * read: 400) is answered in the API's error shape, then the connection closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body: ApiErrorBody = {
    statusCode: status,
    code: status === 431 ? 'REQUEST_HEADERS_TOO_LARGE' : status === 408 ? 'REQUEST_TIMEOUT' : ErrorCodes.validationFailed,
    message: status === 431 ? 'The request headers are too large' : status === 408 ? 'The request took too long to arrive' : 'The request could not be read',
  };
  const json = JSON.stringify(body);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  socket.destroy(error);
}
