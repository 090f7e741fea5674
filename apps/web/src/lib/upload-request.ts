import type { Camelized } from '@tika/contract';
import { apiHeaders, buildUrl, networkError, readApiAnswer } from './api-client';

/* fetch() cannot report how much of a request body has been sent, so uploads that show a
   progress bar go through XMLHttpRequest. Headers, errors and the camelCased answer are the
   API client's own (lib/api-client.ts). */

/** How much of the body has been sent, as a whole percent from 0 to 100. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0) || !(loaded > 0)) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

export interface UploadFormOptions {
  method?: 'POST' | 'PUT';
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Called with 0–100 as the body goes out; 100 once it has all been sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

/** Sends multipart form data to the API with upload progress; resolves to the camelCased answer. */
export function uploadForm<T>(
  path: string,
  form: FormData,
  options: UploadFormOptions = {},
): Promise<Camelized<T>> {
  const { method = 'POST', query, onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(path, query));
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...apiHeaders(),
    };
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    let lastPercent = -1;
    const report = (percent: number) => {
      if (percent === lastPercent) return;
      lastPercent = percent;
      onProgress?.(percent);
    };
    if (onProgress) {
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) report(uploadPercent(e.loaded, e.total));
      };
      xhr.upload.onload = () => report(100);
    }

    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    signal?.addEventListener('abort', onAbort);

    xhr.onload = () => {
      settle();
      try {
        resolve(readApiAnswer<T>(xhr.status, xhr.responseText, headers.authorization));
      } catch (err) {
        reject(err as Error);
      }
    };
    xhr.onerror = () => {
      settle();
      reject(networkError());
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    // Same-origin, so the access_token cookie travels too, as with fetch's 'same-origin'.
    xhr.send(form);
  });
}
