/**
 * Calendar dates travel as YYYY-MM-DD strings. Calendar widgets want a Date, so we build one
 * at local midnight from the Y/M/D parts: `new Date('YYYY-MM-DD')` would be UTC midnight,
 * which is the previous day west of Greenwich.
 */

function parts(iso: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The local-midnight Date of a YYYY-MM-DD string; undefined for anything else. */
export function isoToLocalDate(iso: string | null | undefined): Date | undefined {
  const p = iso ? parts(iso) : null;
  if (!p) return undefined;
  const [y, m, d] = p;
  const date = new Date(y, m - 1, d);
  // Reject dates that roll over (2026-02-31 → 3 Mar).
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d
    ? date
    : undefined;
}

/** The YYYY-MM-DD of a Date's local calendar day. */
export function localDateToIso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** '3 Jan 2026', or '3 जन॰ 2026' in Hindi (lib/i18n/format.ts). */
export { formatDate as formatDisplayDate } from '../../lib/i18n/format';

/** `iso` moved inside [min, max] (either bound may be absent). ISO strings sort as dates. */
export function clampIso(iso: string, min?: string, max?: string): string {
  if (min && iso < min) return min;
  if (max && iso > max) return max;
  return iso;
}
