import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { catalogueTable, documentedTable } from './story-catalogue';
import { defaultStoriesDir, loadStoryLibrary } from './story-library';

it('docs/stories.md lists every story of the library as it is (npm run stories:check -- --table)', () => {
  const doc = path.resolve(path.dirname(defaultStoriesDir()), '../../../docs/stories.md');
  const library = loadStoryLibrary(defaultStoriesDir());
  expect(documentedTable(fs.readFileSync(doc, 'utf8'))).toBe(catalogueTable(library));
});
