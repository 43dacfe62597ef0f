import { request } from 'node:http';
import { GATEWAY_URL } from './platform.js';

/** A gateway answer as it came over the wire: the body still encoded, the headers the tests read. */
export interface RawAnswer {
  status: number;
  encoding: string | undefined;
  vary: string;
  type: string;
  cacheControl: string | undefined;
  body: Buffer;
}

/** GETs `path` asking for `encoding` and keeps the raw bytes (fetch() would decode the body itself). */
export function rawGet(path: string, encoding: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(`${GATEWAY_URL}${path}`, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'],
          vary: String(res.headers.vary ?? ''),
          type: String(res.headers['content-type'] ?? ''),
          cacheControl: res.headers['cache-control'],
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}
