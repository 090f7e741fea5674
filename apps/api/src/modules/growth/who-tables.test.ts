import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WHO_TABLES } from './who-tables';

/**
 * The compact tables the API carries must hold every row of the published WHO files kept in
 * docs/reference/who-growth-standards (scripts/who-tables.mjs makes them), so a regenerated or
 * hand-edited table that drifts from the source fails here.
 */
const SOURCE_DIR = fileURLToPath(
  new URL('../../../../../docs/reference/who-growth-standards/', import.meta.url),
);
const SOURCE_FILE: Record<keyof typeof WHO_TABLES, string> = {
  weightForAge: 'weianthro.txt',
  lengthForAge: 'lenanthro.txt',
  headForAge: 'hcanthro.txt',
  bmiForAge: 'bmianthro.txt',
  weightForLength: 'wflanthro.txt',
  weightForHeight: 'wfhanthro.txt',
};

/** Tab-separated rows after the header: sex, index, l, m, s (and a position column some have). */
function readSource(file: string) {
  return fs
    .readFileSync(path.join(SOURCE_DIR, file), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t').slice(0, 5).map(Number));
}

describe('WHO LMS tables against the published files', () => {
  it.each(Object.entries(SOURCE_FILE) as [keyof typeof WHO_TABLES, string][])(
    '%s holds every row of %s',
    (name, file) => {
      const table = WHO_TABLES[name];
      const rows = readSource(file);
      const lmsOf = (sex: number) => rows.filter((r) => r[0] === sex).map((r) => r.slice(2));
      expect(table.start).toBe(rows[0]![1]);
      expect(table.step).toBeCloseTo(rows[1]![1]! - rows[0]![1]!, 6);
      expect(table.boys).toEqual(lmsOf(1));
      expect(table.girls).toEqual(lmsOf(2));
    },
  );
});
