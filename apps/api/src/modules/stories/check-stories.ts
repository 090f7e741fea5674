/** `npm run stories:check`: reads the story library exactly as the server does and reports problems. */
import { defaultStoriesDir, loadStoryLibrary, StoryLibraryError } from './story-library';

const dir = process.argv[2] ?? defaultStoriesDir();
try {
  const library = loadStoryLibrary(dir);
  for (const story of library.stories) {
    console.log(
      `${String(story.sequence).padStart(3)}  ${story.story_code}  (${story.meta_slides.length} meta, ${story.stories_slides.length} story slides, ${story.media.size} pictures)`,
    );
  }
  console.log(`${library.stories.length} stories OK in ${dir}`);
} catch (error) {
  if (error instanceof StoryLibraryError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
