import { inflateSync } from 'node:zlib';

/*
 * For tests: the ActualText of the card's marked-content spans. pdf.js extracts Devanagari in
 * the order the glyphs are drawn (a vowel sign like ि before its consonant), and ignores the
 * ActualText that carries the logical spelling (card-pdf.ts `write`); Acrobat and screen
 * readers read the ActualText, so the tests read it too, straight from the page's content.
 */

const BYTES = 'latin1';

/** The bytes of object `num`'s stream, inflated when it is Flate-encoded. */
function objectStream(pdf: Buffer, text: string, num: number): Buffer {
  const start = text.indexOf(`\n${num} 0 obj\n`);
  const streamAt = text.indexOf('stream\n', start);
  if (start < 0 || streamAt < 0) throw new Error(`no stream in object ${num}`);
  const dict = text.slice(start, streamAt);
  const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
  const raw = pdf.subarray(streamAt + 'stream\n'.length, streamAt + 'stream\n'.length + length);
  return dict.includes('/FlateDecode') ? inflateSync(raw) : raw;
}

/** A PDF literal string's bytes from just after its "(": escapes and balanced parentheses. */
function literalString(content: string, from: number): Buffer {
  const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const out: number[] = [];
  let depth = 0;
  for (let i = from; i < content.length; i++) {
    const c = content[i]!;
    if (c === '\\') {
      const next = content[++i]!;
      const octal = /^[0-7]{1,3}/.exec(content.slice(i, i + 3))?.[0];
      if (octal) {
        out.push(parseInt(octal, 8));
        i += octal.length - 1;
      } else out.push((ESCAPES[next] ?? next).charCodeAt(0));
      continue;
    }
    if (c === ')' && depth === 0) break;
    if (c === '(') depth++;
    if (c === ')') depth--;
    out.push(c.charCodeAt(0));
  }
  return Buffer.from(out);
}

/** A PDF text string: UTF-16BE after a byte-order mark, else PDFDocEncoding (Latin here). */
function textString(bytes: Buffer): string {
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return bytes.toString(BYTES);
  const body = Buffer.from(bytes.subarray(2));
  return body.swap16().toString('utf16le');
}

/** The ActualText of each span on the page whose object number is `pageNum`, in drawing order. */
export function pageActualTexts(pdf: Buffer, pageNum: number): string[] {
  const text = pdf.toString(BYTES);
  const page = text.slice(text.indexOf(`\n${pageNum} 0 obj\n`));
  const contents = Number(/\/Contents (\d+) 0 R/.exec(page)?.[1]);
  const content = objectStream(pdf, text, contents).toString(BYTES);
  const found: string[] = [];
  for (const match of content.matchAll(/\/ActualText \(/g))
    found.push(textString(literalString(content, match.index + match[0].length)));
  return found;
}
