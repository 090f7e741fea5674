import { useParams } from 'react-router';
import { StoryViewerPage } from '../../features/stories/components/viewer/StoryViewerPage';

/** /story/:storyCode — one mealtime story, full-screen (docs/product/screens-and-routes.md). */
export function StoryViewerRoute() {
  const { storyCode = '' } = useParams();
  return <StoryViewerPage storyCode={storyCode} />;
}
