import { afterEach, describe, expect, it, vi } from 'vitest';
import { addHeadingWeights, devanagariFontReady } from './devanagari-font';

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

  it("asks for the regular weight, under both its names, and not for the headings' weights", async () => {
    const fonts = stubFonts(() => Promise.resolve([]));
    await devanagariFontReady('hi');
    expect(fonts.load.mock.calls.map(([font]) => font)).toEqual([
      '400 1em "Noto Sans Devanagari"',
      '400 1em "Noto Sans Devanagari Regular Fallback"',
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

  it("adds the headings' weights as faces of the same family, an installed copy first, Devanagari only", () => {
    const added: { family: string; source: string; descriptors: FontFaceDescriptors }[] = [];
    vi.stubGlobal(
      'FontFace',
      class {
        constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
          added.push({ family, source, descriptors });
        }
      },
    );
    const fonts = { add: vi.fn() };
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    addHeadingWeights();
    expect(fonts.add).toHaveBeenCalledTimes(2);
    expect(added.map(({ family, descriptors }) => [family, descriptors.weight])).toEqual([
      ['Noto Sans Devanagari', '600'],
      ['Noto Sans Devanagari', '700'],
    ]);
    expect(added[0]!.source).toMatch(
      /^local\('Noto Sans Devanagari SemiBold'\), local\('NotoSansDevanagari-SemiBold'\), url\(.*devanagari-600-normal.*\.woff2\) format\('woff2'\)$/,
    );
    expect(added[1]!.descriptors).toMatchObject({
      display: 'swap',
      unicodeRange: expect.stringMatching(/^U\+0900-097F/),
    });
  });
});
