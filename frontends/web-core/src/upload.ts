import { ApiError, NETWORK_ERROR_MESSAGE, bearerToken, parseAnswerBody } from './api';

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send (0 when the browser cannot tell). */
  total: number;
  /** 0–100, rounded down; null when the total is unknown. */
  percent: number | null;
}

export interface ApiUploadOptions {
  /** Default POST. */
  method?: 'POST' | 'PUT' | 'PATCH';
  /** Called on each upload progress event of the request body. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Attach the bearer token (default true), refreshed the same way as apiFetch does. */
  auth?: boolean;
  headers?: Record<string, string>;
}

function abortError(): DOMException {
  return new DOMException('The upload was aborted', 'AbortError');
}

/**
 * Sends a body (typically multipart FormData) to the portal API with XMLHttpRequest, so that upload
 * progress can be shown (fetch() has no upload progress). Same contract as apiFetch: resolves with the
 * parsed JSON answer, throws ApiError for non-2xx answers and ApiError(0, 'NETWORK_ERROR') when the
 * request fails, and rejects with an AbortError when the signal aborts.
 */
export async function apiUpload<T = unknown>(path: string, body: XMLHttpRequestBodyInit, options: ApiUploadOptions = {}): Promise<T> {
  const { method = 'POST', onProgress, signal, auth = true, headers = {} } = options;
  if (signal?.aborted) throw abortError();
  const token = auth ? await bearerToken() : null;
  if (signal?.aborted) throw abortError();

  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
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
      if (xhr.status >= 200 && xhr.status < 300) resolve(parsed as T);
      else reject(ApiError.fromResponse(xhr.status, parsed));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    xhr.send(body);
  });
}
