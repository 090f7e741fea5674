/** The weights the first screens draw Devanagari in (styles/devanagari.css): text and headings. */
const WEIGHTS = [400, 600, 700];

/** How long a first screen waits for the font before it is drawn anyway. */
const WAIT_MS = 1500;

/**
 * Hindi is drawn in Noto Sans Devanagari, which a phone without a Devanagari font of its own
 * downloads (styles/devanagari.css). Asked for before the first render, with the catalogue, it
 * arrives before the text does, so Hindi text is never drawn in a fallback and then moved when
 * the font swaps in (layout shift). A device that has the font answers at once (`local()`); a
 * slow network waits at most WAIT_MS, then the font swaps in when it comes.
 */
export function devanagariFontReady(locale: string): Promise<void> {
  if (locale !== 'hi' || typeof document === 'undefined' || !document.fonts) {
    return Promise.resolve();
  }
  const loads = WEIGHTS.map((weight) =>
    document.fonts.load(`${weight} 1em "Noto Sans Devanagari"`, 'हि').catch(() => []),
  );
  const timeout = new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  return Promise.race([Promise.all(loads), timeout]).then(() => undefined);
}
