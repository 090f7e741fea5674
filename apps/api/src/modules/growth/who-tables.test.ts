import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WHO_2007_TABLES, WHO_TABLES } from './who-tables';

/**
 * The compact tables the API carries must hold the rows of the published WHO files kept in
 * docs/reference (scripts/who-tables.mjs makes them), so a regenerated or hand-edited table
 * that drifts from the source fails here: every row of the 0–5 standards, and every row of the
 * 5–19 reference the API uses (61 to 228 months; weight-for-age to 120).
 */
const REFERENCE_DIR = fileURLToPath(new URL('../../../../../docs/reference/', import.meta.url));
const SOURCE_FILE: Record<keyof typeof WHO_TABLES, string> = {
  weightForAge: 'weianthro.txt',
  lengthForAge: 'lenanthro.txt',
  headForAge: 'hcanthro.txt',
  bmiForAge: 'bmianthro.txt',
  weightForLength: 'wflanthro.txt',
  weightForHeight: 'wfhanthro.txt',
};
const SOURCE_FILE_2007: Record<keyof typeof WHO_2007_TABLES, [file: string, last: number]> = {
  heightForAge: ['hfawho2007.txt', 228],
  bmiForAge: ['bfawho2007.txt', 228],
  weightForAge: ['wfawho2007.txt', 120],
};

/** Tab-separated rows after the header: sex, index, l, m, s (and a position column some have). */
function readSource(file: string) {
  return fs
    .readFileSync(path.join(REFERENCE_DIR, file), 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split('\t').slice(0, 5).map(Number));
}

describe('WHO LMS tables against the published files', () => {
  it.each(Object.entries(SOURCE_FILE) as [keyof typeof WHO_TABLES, string][])(
    '%s holds every row of %s',
    (name, file) => {
      const table = WHO_TABLES[name];
      const rows = readSource(`who-growth-standards/${file}`);
      const lmsOf = (sex: number) => rows.filter((r) => r[0] === sex).map((r) => r.slice(2));
      expect(table.start).toBe(rows[0]![1]);
      expect(table.step).toBeCloseTo(rows[1]![1]! - rows[0]![1]!, 6);
      expect(table.boys).toEqual(lmsOf(1));
      expect(table.girls).toEqual(lmsOf(2));
    },
  );

  it.each(Object.entries(SOURCE_FILE_2007) as [keyof typeof WHO_2007_TABLES, [string, number]][])(
    '2007 %s holds every row of %s from 61 months to the last it is used at',
    (name, [file, last]) => {
      const table = WHO_2007_TABLES[name];
      const rows = readSource(`who-growth-reference-2007/${file}`);
      const lmsOf = (sex: number) =>
        rows.filter((r) => r[0] === sex && r[1]! >= 61 && r[1]! <= last).map((r) => r.slice(2));
      expect(table.start).toBe(61);
      expect(table.step).toBe(1);
      expect(table.boys).toHaveLength(last - 60);
      expect(table.boys).toEqual(lmsOf(1));
      expect(table.girls).toEqual(lmsOf(2));
    },
  );
});
