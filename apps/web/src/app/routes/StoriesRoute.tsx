import { StoriesPage } from '../../features/stories/components/StoriesPage';

/** /story — the mealtime stories library and plans (docs/product/screens-and-routes.md). */
export function StoriesRoute() {
  return <StoriesPage />;
}
