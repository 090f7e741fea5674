import fs from 'node:fs';
import { expect, it } from 'vitest';
import { catalogueDocFile, catalogueTable, documentedTable } from './story-catalogue';
import { defaultStoriesDir, loadStoryLibrary } from './story-library';

it('docs/stories.md lists every story of the library as it is (npm run stories:check -- --table)', () => {
  const library = loadStoryLibrary(defaultStoriesDir());
  expect(documentedTable(fs.readFileSync(catalogueDocFile(), 'utf8'))).toBe(
    catalogueTable(library),
  );
});
