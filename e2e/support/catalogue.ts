import fs from 'node:fs';
import path from 'node:path';

/**
 * The words the web app shows for an English message in a language the walks read it in: the
 * Hindi from its catalogues (apps/web/src/**\/locales/hi.po), or the pseudo-locale's accented
 * English. Lets one walk find the same buttons in either language.
 */
export type WalkLocale = 'hi' | 'pseudo';

export type Values = Record<string, string | number>;

const WEB_SRC = path.resolve(import.meta.dirname, '../../apps/web/src');

/** Every hi.po of the app: the shared one and each feature's. */
function hindiCatalogues(): string[] {
  const features = path.join(WEB_SRC, 'features');
  return [
    path.join(WEB_SRC, 'locales/hi.po'),
    ...fs
      .readdirSync(features)
      .map((feature) => path.join(features, feature, 'locales/hi.po'))
      .filter((file) => fs.existsSync(file)),
  ];
}

/** A .po string's contents (the extractor writes each on one line, with JSON-like escapes). */
const unquote = (quoted: string): string => JSON.parse(quoted) as string;

let hindiMessages: Map<string, string> | undefined;

/** English message → Hindi, from every catalogue (a message shared by two features reads the same in both). */
function hindi(): Map<string, string> {
  if (hindiMessages) return hindiMessages;
  hindiMessages = new Map();
  for (const file of hindiCatalogues()) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      const id = /^msgid (".*")$/.exec(line)?.[1];
      const str = /^msgstr (".*")$/.exec(lines[i + 1] ?? '')?.[1];
      if (id && str && unquote(id)) hindiMessages!.set(unquote(id), unquote(str));
    });
  }
  return hindiMessages;
}

/*
 * Lingui's pseudo-locale (its CLI hands each message to `pseudolocale`): every Latin letter but
 * v and x takes an accent, and the {placeholders} stay as they are.
 */
const PLAIN = 'ABCDEFGHIJKLMNOPQRSTUWYZabcdefghijklmnopqrstuwyz';
const ACCENTED = 'ÀßĆĎĒƑĜĤĨĵĶĹḾŃŌƤǪŔŚŢŨŴŶŹàƀćďēƒĝĥĩĴķĺḿńōƥǫŕśţũŵŷź';

function pseudo(message: string): string {
  const accents = [...ACCENTED];
  return message
    .split(/(\{\w+\})/)
    .map((part, i) =>
      i % 2 ? part : [...part].map((c) => accents[PLAIN.indexOf(c)] ?? c).join(''),
    )
    .join('');
}

const fill = (message: string, values: Values) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

/**
 * The on-screen words of `english` (a catalogue message, with `{name}` placeholders filled from
 * `values`) in `locale`. A message missing from the Hindi catalogues fails the test at once.
 */
export function wordsIn(locale: WalkLocale) {
  return (english: string, values: Values = {}): string => {
    if (locale === 'pseudo') return fill(pseudo(english), values);
    const message = hindi().get(english);
    if (message === undefined) throw new Error(`"${english}" is not in the Hindi catalogues`);
    return fill(message, values);
  };
}
