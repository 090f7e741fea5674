import { createRequire } from 'node:module';

/**
 * Noto Sans Devanagari (SIL Open Font License 1.1) from its npm package: one font with Latin
 * and Devanagari glyphs and the OpenType tables for Hindi shaping, so a name like 'आरव'
 * prints as written. Resolved from node_modules at run time (the API bundle keeps npm
 * packages external), subset-embedded into each PDF by pdfkit.
 */
const PACKAGE = '@expo-google-fonts/noto-sans-devanagari';

let files: { regular: string; bold: string } | null = null;

export function cardFonts(): { regular: string; bold: string } {
  if (!files) {
    const require = createRequire(import.meta.url);
    files = {
      regular: require.resolve(`${PACKAGE}/400Regular/NotoSansDevanagari_400Regular.ttf`),
      bold: require.resolve(`${PACKAGE}/700Bold/NotoSansDevanagari_700Bold.ttf`),
    };
  }
  return files;
}
