import { StoriesPage } from '../../features/stories/components/StoriesPage';

/** /story — the mealtime stories library and plans (SPEC.md §2). */
export function StoriesRoute() {
  return <StoriesPage />;
}
