import { afterEach, describe, expect, it, vi } from 'vitest';
import { devanagariFontReady } from './devanagari-font';

describe('the Devanagari font before a Hindi screen', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const stubFonts = (load: (font: string, text: string) => Promise<unknown>) => {
    const fonts = { load: vi.fn(load) };
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    return fonts;
  };

  it('asks for every weight the first screens draw Hindi in', async () => {
    const fonts = stubFonts(() => Promise.resolve([]));
    await devanagariFontReady('hi');
    expect(fonts.load.mock.calls.map(([font]) => font)).toEqual([
      '400 1em "Noto Sans Devanagari"',
      '600 1em "Noto Sans Devanagari"',
      '700 1em "Noto Sans Devanagari"',
    ]);
  });

  it('asks for nothing in English', async () => {
    const fonts = stubFonts(() => Promise.resolve([]));
    await devanagariFontReady('en');
    expect(fonts.load).not.toHaveBeenCalled();
  });

  it('stops waiting after a second and a half on a slow network, and on a failed download', async () => {
    vi.useFakeTimers();
    stubFonts(() => new Promise(() => {}));
    let ready = false;
    void devanagariFontReady('hi').then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(1400);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(ready).toBe(true);

    vi.useRealTimers();
    stubFonts(() => Promise.reject(new Error('offline')));
    await expect(devanagariFontReady('hi')).resolves.toBeUndefined();
  });
});
