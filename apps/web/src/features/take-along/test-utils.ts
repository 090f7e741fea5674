import { vi } from 'vitest';

/**
 * Browser pieces a download touches, replaced for jsdom: object URLs and the link's click.
 * The server is the tests' shared fake (test/fake-api).
 */
export function stubDownloads() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:tika/1');
  const revokeObjectURL = vi.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const clicks: Array<{ href: string; download: string }> = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push({ href: this.href, download: this.download });
  });
  return { createObjectURL, revokeObjectURL, clicks };
}

export function fileResponse(body: string, fileName: string, type: string): Response {
  return new Response(body, {
    status: 200,
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${fileName}"` },
  });
}

/** A promise the test settles when it wants (to look at the busy state meanwhile). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
