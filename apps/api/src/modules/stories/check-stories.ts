/**
 * `npm run stories:check [folder]`: reads the story library exactly as the server does, then
 * checks it as a whole (story-audit.ts), with the web app's Hindi catalogues in the
 * one-spelling-per-word check, and lists each story. `--table` writes the catalogue
 * table into docs/stories.md instead.
 */
import { appCatalogueTexts } from './catalogue-texts';
import { auditStoryLibrary, readGlossary } from './story-audit';
import { catalogueDocFile, writeCatalogue } from './story-catalogue';
import { defaultStoriesDir, loadStoryLibrary, StoryLibraryError } from './story-library';

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith('--')) ?? defaultStoriesDir();
try {
  const library = loadStoryLibrary(dir);
  if (args.includes('--table')) {
    const doc = catalogueDocFile();
    writeCatalogue(doc, library);
    console.log(`The catalogue of ${library.stories.length} stories is written to ${doc}`);
    process.exit(0);
  }
  for (const story of library.stories) {
    console.log(
      `${String(story.sequence).padStart(3)}  ${story.story_code}  (${story.meta_slides.length} meta, ${story.stories_slides.length} story slides, ${story.media.size} pictures)`,
    );
  }
  const problems = auditStoryLibrary(library, readGlossary(), appCatalogueTexts());
  if (problems.length > 0) {
    console.error(`The story library has problems:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${library.stories.length} stories OK in ${dir}`);
} catch (error) {
  if (error instanceof StoryLibraryError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
