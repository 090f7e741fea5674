import fs from 'node:fs';
import path from 'node:path';
import { storyBytes } from './story-audit';
import { defaultStoriesDir, type StoryLibrary } from './story-library';

/**
 * The catalogue table of docs/stories.md, from the library itself: every story's foods,
 * region, diet, age band and theme, so gaps and repeats are visible. A test keeps the doc
 * equal to it (`npm run stories:check -- --table` prints it).
 */
export function catalogueTable(library: StoryLibrary): string {
  const head = [
    '| # | Story | Foods | Region | Diet | Ages | Theme | Size |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const sizes = new Map(library.stories.map((s) => [s.story_code, storyBytes(s)]));
  const rows = library.stories.map((s) => {
    const c = s.catalogue;
    const kb = `${Math.round(sizes.get(s.story_code)! / 1024)} KB`;
    const ages = s.age_string.replace('Ages ', '');
    return `| ${s.sequence} | ${s.title_en} (${s.title_hi}) | ${c.foods.join(', ')} | ${c.region} | ${c.diet} | ${ages} | ${c.theme} | ${kb} |`;
  });
  const total = [...sizes.values()].reduce((sum, n) => sum + n, 0);
  const [largest, largestBytes] = [...sizes].sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];
  const summary =
    `Measured: ${library.stories.length} stories, ${(total / 1024 / 1024).toFixed(1)} MB in all ` +
    `(budget 12 MB); the largest, ${largest}, ${Math.round(largestBytes / 1024)} KB (budget 120 KB).`;
  return [...head, ...rows, '', summary].join('\n');
}

/** docs/stories.md, where the catalogue table is kept. */
export const catalogueDocFile = () =>
  path.resolve(path.dirname(defaultStoriesDir()), '../../../docs/stories.md');

const START = '<!-- catalogue:start -->';
const END = '<!-- catalogue:end -->';

/** The table as it stands in a doc, between its markers. */
export function documentedTable(doc: string): string {
  return doc.slice(doc.indexOf(START) + START.length, doc.indexOf(END)).trim();
}

/** Writes the library's table into the doc between its markers. */
export function writeCatalogue(docFile: string, library: StoryLibrary): void {
  const doc = fs.readFileSync(docFile, 'utf8');
  const table = catalogueTable(library);
  fs.writeFileSync(
    docFile,
    `${doc.slice(0, doc.indexOf(START) + START.length)}\n${table}\n${doc.slice(doc.indexOf(END))}`,
  );
}
