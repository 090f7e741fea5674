import semiBoldUrl from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2?url';
import boldUrl from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';

/**
 * The faces a first Hindi screen waits for: the regular weight, under both its names
 * (styles/devanagari.css; one file). Headings' 600 and 700 come after the first paint, drawn
 * meanwhile in the regular face made bold: on a slow phone network they were two thirds of the
 * bytes before the first screen.
 */
const FACES = ['400 1em "Noto Sans Devanagari"', '400 1em "Noto Sans Devanagari Regular Fallback"'];

/** How long a first screen waits for the font before it is drawn anyway. */
const WAIT_MS = 1500;

/**
 * Hindi is drawn in Noto Sans Devanagari, which a phone without a Devanagari font of its own
 * downloads (styles/devanagari.css). Its regular weight, asked for before the first render with
 * the catalogue (and named in the page's Link header), arrives before the text does, so Hindi
 * text is never drawn in boxes or a system font and then moved when the font swaps in (layout
 * shift). A device that has the font answers at once (`local()`); a slow network waits at most
 * WAIT_MS, then the font swaps in when it comes.
 */
export function devanagariFontReady(locale: string): Promise<void> {
  if (locale !== 'hi' || typeof document === 'undefined' || !document.fonts) {
    return Promise.resolve();
  }
  const loads = FACES.map((face) => document.fonts.load(face, 'हि').catch(() => []));
  const timeout = new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  return Promise.race([Promise.all(loads), timeout]).then(() => undefined);
}

/** The range the faces in styles/devanagari.css cover: a page without Devanagari fetches none. */
const DEVANAGARI_RANGE = 'U+0900-097F, U+1CD0-1CF9, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09';

const HEADING_WEIGHTS = [
  {
    weight: '600',
    installed: ['Noto Sans Devanagari SemiBold', 'NotoSansDevanagari-SemiBold'],
    url: semiBoldUrl,
  },
  {
    weight: '700',
    installed: ['Noto Sans Devanagari Bold', 'NotoSansDevanagari-Bold'],
    url: boldUrl,
  },
];

/**
 * The headings' weights of Noto Sans Devanagari, added to the page once its first screen is
 * drawn (main.tsx, `afterFirstScreen`). Declared in the stylesheet, a Hindi screen fetched them
 * the moment it drew its first heading: 107 KB competing with the dashboard's own data on a slow
 * network. Until they come, headings are drawn in the regular face made bold.
 */
export function addHeadingWeights(): void {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts) return;
  for (const { weight, installed, url } of HEADING_WEIGHTS) {
    const source = [...installed.map((name) => `local('${name}')`), `url(${url}) format('woff2')`];
    document.fonts.add(
      new FontFace('Noto Sans Devanagari', source.join(', '), {
        weight,
        style: 'normal',
        display: 'swap',
        unicodeRange: DEVANAGARI_RANGE,
      }),
    );
  }
}
