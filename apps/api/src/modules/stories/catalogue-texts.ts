import fs from 'node:fs';
import path from 'node:path';
import { HINDI } from '../../i18n/hindi';
import { SCHEDULE_HINDI } from '../vaccines/schedules';
import type { HindiTexts } from './story-audit';

/** The repository's root, from this file (apps/api/src/modules/stories). */
const ROOT = path.resolve(import.meta.dirname, '../../../../..');

/** The web app's Hindi catalogues: src/locales/hi.po and each feature's (docs/hindi.md). */
export function webCatalogueFiles(root = ROOT): string[] {
  const src = path.join(root, 'apps/web/src');
  const features = path.join(src, 'features');
  const files = [
    path.join(src, 'locales/hi.po'),
    ...fs.readdirSync(features).map((feature) => path.join(features, feature, 'locales/hi.po')),
  ];
  return files.filter((file) => fs.existsSync(file));
}

/**
 * The Hindi of every message in the web app's catalogues, for the spelling check. Each msgstr
 * is one quoted line (Lingui writes them so); escaped quotes are left as they are, harmless
 * for finding Devanagari words.
 */
export function webCatalogueTexts(root = ROOT): HindiTexts[] {
  return webCatalogueFiles(root).map((file) => ({
    where: path.relative(root, file),
    texts: [...fs.readFileSync(file, 'utf8').matchAll(/^msgstr "(.*)"$/gm)].map((m) => m[1]!),
  }));
}

/**
 * Every Hindi the app says outside the stories: the web's catalogues, the API's own words and
 * the schedules' (vaccine descriptions, dose notes).
 */
export function appCatalogueTexts(root = ROOT): HindiTexts[] {
  return [
    ...webCatalogueTexts(root),
    { where: 'apps/api/src/i18n/hindi.ts', texts: Object.values(HINDI) },
    { where: 'apps/api/src/db/reference/schedules', texts: SCHEDULE_HINDI },
  ];
}

/** Each web message with its Hindi, as English source → Hindi (one quoted line each). */
export function webCatalogueEntries(root = ROOT): Map<string, string> {
  const entries = new Map<string, string>();
  for (const file of webCatalogueFiles(root)) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm))
      if (m[1] && m[2]) entries.set(m[1].replaceAll('\\"', '"'), m[2].replaceAll('\\"', '"'));
  }
  return entries;
}
