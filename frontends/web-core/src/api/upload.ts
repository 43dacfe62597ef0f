import { ApiError, GenericMessages, parseAnswerBody, routeUrl, type CallableRoute, type RouteInput, type RouteResponse } from '@portal/contracts/web';
import { bearerToken } from './client';

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send (0 when the browser cannot tell). */
  total: number;
  /** 0–100, rounded down; null when the total is unknown. */
  percent: number | null;
}

export type ApiUploadOptions<R extends CallableRoute> = Pick<RouteInput<R>, 'params'> & {
  /** Called on each upload progress event of the request body. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

function abortError(): DOMException {
  return new DOMException('The upload was aborted', 'AbortError');
}

/**
 * Sends a body (typically multipart FormData) to a route with XMLHttpRequest, so that upload progress
 * can be shown (fetch() has no upload progress): `apiUpload(Api.kyc.submit, form, { onProgress })`.
 * Same contract as `api.call`: the bearer token, the typed answer, ApiError for error answers and
 * ApiError(0, 'NETWORK_ERROR') when the request fails; an AbortError when the signal aborts.
 */
export async function apiUpload<R extends CallableRoute>(route: R, body: XMLHttpRequestBodyInit, options: ApiUploadOptions<R>): Promise<RouteResponse<R>> {
  const { onProgress, signal } = options;
  if (signal?.aborted) throw abortError();
  const token = await bearerToken();
  if (signal?.aborted) throw abortError();

  return new Promise<RouteResponse<R>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, routeUrl(route, options));
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);

    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        const total = event.lengthComputable ? event.total : 0;
        onProgress({ loaded: event.loaded, total, percent: total > 0 ? Math.min(100, Math.floor((event.loaded / total) * 100)) : null });
      };
    }

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.onload = () => {
      settle();
      const parsed = parseAnswerBody(xhr.status === 204 ? '' : xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(parsed as RouteResponse<R>);
      else reject(ApiError.fromResponse(xhr.status, parsed));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, 'NETWORK_ERROR', GenericMessages.network));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    xhr.send(body);
  });
}
