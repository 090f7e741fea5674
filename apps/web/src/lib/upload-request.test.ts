import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, SESSION_ENDED_EVENT } from './api-client';
import { clearSession, setAccessToken } from './session-store';
import { uploadForm, uploadPercent } from './upload-request';

/** Just enough of XMLHttpRequest to drive uploadForm from a test. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: {
    onprogress: ((e: Partial<ProgressEvent>) => void) | null;
    onload: (() => void) | null;
  } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  // Test controls
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }
  respond(status: number, body: unknown) {
    this.upload.onload?.();
    this.status = status;
    this.responseText =
      body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

describe('uploadPercent', () => {
  it('is a whole percent between 0 and 100', () => {
    expect(uploadPercent(0, 1000)).toBe(0);
    expect(uploadPercent(333, 1000)).toBe(33);
    expect(uploadPercent(999, 1000)).toBe(99);
    expect(uploadPercent(1000, 1000)).toBe(100);
    expect(uploadPercent(1200, 1000)).toBe(100);
  });

  it('is 0 when the size is not known', () => {
    expect(uploadPercent(10, 0)).toBe(0);
    expect(uploadPercent(Number.NaN, 100)).toBe(0);
  });
});

describe('uploadForm', () => {
  beforeEach(() => {
    clearSession();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the form with the bearer token and camelCases the answer', async () => {
    setAccessToken('tok-123');
    const form = new FormData();
    form.append('child_id', 'c1');
    const answer = uploadForm<{ message: string; record: { record_url: string } }>(
      '/api/x/',
      form,
      { query: { a: 1, b: undefined } },
    );
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/x/?a=1');
    expect(xhr.headers).toEqual({
      accept: 'application/json',
      'accept-language': 'en',
      authorization: 'Bearer tok-123',
    });
    expect(xhr.body).toBe(form);
    xhr.respond(201, { message: 'Medical record added', record: { record_url: '/files/1' } });
    await expect(answer).resolves.toEqual({
      message: 'Medical record added',
      record: { recordUrl: '/files/1' },
    });
  });

  it('sends no authorization header without a token', async () => {
    const answer = uploadForm('/api/x/', new FormData());
    expect(FakeXhr.last.headers.authorization).toBeUndefined();
    FakeXhr.last.respond(200, {});
    await answer;
  });

  it('reports progress as whole percents, once each, ending at 100', async () => {
    const seen: number[] = [];
    const answer = uploadForm('/api/x/', new FormData(), { onProgress: (p) => seen.push(p) });
    const xhr = FakeXhr.last;
    xhr.progress(0, 2000);
    xhr.progress(500, 2000);
    xhr.progress(501, 2000);
    xhr.progress(700, 0, false);
    xhr.progress(1500, 2000);
    xhr.respond(201, {});
    await answer;
    expect(seen).toEqual([0, 25, 75, 100]);
  });

  it("rejects with the server's message, status and code", async () => {
    const answer = uploadForm('/api/x/', new FormData());
    FakeXhr.last.respond(413, {
      message: 'File size should be less than 5MB',
      code: 'payload_too_large',
    });
    await expect(answer).rejects.toMatchObject(
      new ApiError('File size should be less than 5MB', 413, 'payload_too_large'),
    );
  });

  it('falls back to the generic message for an answer that is not JSON', async () => {
    const answer = uploadForm('/api/x/', new FormData());
    FakeXhr.last.respond(502, '<html>Bad gateway</html>');
    await expect(answer).rejects.toMatchObject({ message: 'Something went wrong', status: 502 });
  });

  it('ends the session on a 401 when a token was sent', async () => {
    setAccessToken('expired');
    const ended = vi.fn();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    const answer = uploadForm('/api/x/', new FormData());
    FakeXhr.last.respond(401, { message: 'Please sign in again', code: 'unauthenticated' });
    await expect(answer).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenCalledOnce();
    window.removeEventListener(SESSION_ENDED_EVENT, ended);
  });

  it('turns a failed connection into a network ApiError', async () => {
    const answer = uploadForm('/api/x/', new FormData());
    FakeXhr.last.onerror?.();
    await expect(answer).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      code: 'network_error',
    });
  });

  it('aborts the request with its signal', async () => {
    const controller = new AbortController();
    const answer = uploadForm('/api/x/', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });

  it('does not start when the signal has already been aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const before = FakeXhr.last;
    await expect(
      uploadForm('/api/x/', new FormData(), { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last).toBe(before);
  });
});
