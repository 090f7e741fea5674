import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { FORECAST_ENGINE_REVISION } from './forecast';

/**
 * Stored forecasts are read while their rules version holds (FORECAST_ENGINE_REVISION and the
 * rule data). This pins the engine's sources to the revision, so a change to the engine cannot
 * land while stored forecasts of the old engine still read as fresh.
 */
const ENGINE_SOURCES = [
  ...readdirSync(__dirname)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(__dirname, f)),
  join(__dirname, '..', 'dates.ts'),
].sort();

const PINNED: Record<number, string> = {
  1: '475aa4241738ffa1',
};

it('the engine revision is bumped when the engine changes', () => {
  const hash = createHash('sha256');
  for (const file of ENGINE_SOURCES) hash.update(readFileSync(file, 'utf8'));
  const now = hash.digest('hex').slice(0, 16);
  expect(
    PINNED[FORECAST_ENGINE_REVISION],
    `The schedule engine's sources changed (hash ${now}). If any verdict can change, bump ` +
      `FORECAST_ENGINE_REVISION in forecast.ts and pin the new hash under it; if not (comments, ` +
      `formatting), pin the new hash under the current revision.`,
  ).toBe(now);
});
