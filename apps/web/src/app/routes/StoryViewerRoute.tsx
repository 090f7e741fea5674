import { useParams } from 'react-router';
import { StoryViewerPage } from '../../features/stories/components/viewer/StoryViewerPage';

/** /story/:storyCode — one mealtime story, full-screen (SPEC.md §2). */
export function StoryViewerRoute() {
  const { storyCode = '' } = useParams();
  return <StoryViewerPage storyCode={storyCode} />;
}
