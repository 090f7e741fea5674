import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import PO from 'pofile';

/** apps/web/src: every catalogue lives under it (lingui.config.ts). */
const SRC = path.resolve(import.meta.dirname, '../..');

export interface CatalogueMessage {
  /** The English source (Lingui's msgid). */
  source: string;
  translation: string;
  /** Which catalogue file it is in, relative to apps/web/src. */
  file: string;
}

/** The .po files of one language: each feature's and the shared one. */
export function catalogueFiles(locale: string): string[] {
  const features = readdirSync(path.join(SRC, 'features'))
    .map((feature) => path.join('features', feature, 'locales', `${locale}.po`))
    .filter((file) => {
      try {
        readFileSync(path.join(SRC, file));
        return true;
      } catch {
        return false;
      }
    });
  return [path.join('locales', `${locale}.po`), ...features];
}

export function catalogueMessages(locale: string): CatalogueMessage[] {
  return catalogueFiles(locale).flatMap((file) =>
    PO.parse(readFileSync(path.join(SRC, file), 'utf8'))
      .items.filter((item) => !item.obsolete)
      .map((item) => ({ source: item.msgid, translation: item.msgstr[0] ?? '', file })),
  );
}

/**
 * The variables an ICU message uses, with the kind of each ('{name}' is an argument,
 * '{n, plural, …}' a plural): a translation must use the same ones, or a parent would see a
 * gap or a raw placeholder.
 */
export function messageVariables(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`${token.arg} (${token.type})`);
        for (const option of token.cases) walk(option.tokens);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}
