import { useQuery } from '@tanstack/react-query';
import { storiesQuery } from '../../api/stories';
import { StoryViewer } from './StoryViewer';
import {
  StoriesFetchFailed,
  StoryLocked,
  StoryNotFound,
  StoryViewerSkeleton,
} from './ViewerStatus';
import { nextUnlockedStory } from './viewer-model';

/**
 * /story/:storyCode: the story from the library (the same query as the stories page, so going
 * there and back costs nothing), or why it cannot be read.
 */
export function StoryViewerPage({ storyCode }: { storyCode: string }) {
  const first = useQuery(storiesQuery());
  // A story further off than the next few to come is only in the whole list: fetch it then.
  const listed = first.data?.stories.some((s) => s.storyCode === storyCode) ?? true;
  const whole = useQuery({ ...storiesQuery('all'), enabled: !listed });
  const query = listed ? first : whole;
  // Stories already on screen stay there if a background refresh fails mid-story.
  if (!query.data) {
    return query.isError ? (
      <StoriesFetchFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : (
      <StoryViewerSkeleton />
    );
  }
  const { stories } = query.data;
  const story = stories.find((s) => s.storyCode === storyCode);
  if (!story) return <StoryNotFound />;
  if (story.locked) return <StoryLocked story={story} />;
  // Keyed by code: the next story starts at its cover.
  return (
    <StoryViewer
      key={story.storyCode}
      story={story}
      nextStory={nextUnlockedStory(stories, story.storyCode)}
    />
  );
}
