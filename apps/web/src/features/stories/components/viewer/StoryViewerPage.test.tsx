import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORY_MESSAGES } from '@tika/contract';
import { StoryViewerRoute } from '../../../../app/routes/StoryViewerRoute';
import { fakeApi, type FakeAnswer } from '../../../../test/fake-api';
import { storiesResponseWire, storyWire } from './story-fixtures';

const STORIES = 'GET /api/features/meal-stories/';
const serverError = { status: 500, body: { message: 'Internal error', code: 'internal' } };

const library = storiesResponseWire([
  storyWire('carrot-train'),
  storyWire('pumpkin-bus', { locked: true, title_en: 'The Pumpkin Bus' }),
]);

function renderRoute(code: string) {
  // No retries: a failure shows at once.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/story/:storyCode', Component: StoryViewerRoute },
      { path: '/story', element: <p>Stories page</p> },
    ],
    { initialEntries: [`/story/${code}`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('/story/:storyCode', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a skeleton while the stories load, then the story’s cover', async () => {
    let answer: (result: FakeAnswer) => void = () => {};
    const api = fakeApi({
      [STORIES]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    renderRoute('carrot-train');
    expect(screen.getByRole('status', { name: 'Loading the story' })).toBeInTheDocument();
    expect(api.requests()).toEqual([STORIES]);

    answer({ body: library });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Carrot Train' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start reading' })).toBeInTheDocument();
  });

  it('says a locked story is locked and leads to the stories page', async () => {
    fakeApi({ [STORIES]: { body: library } });
    const router = renderRoute('pumpkin-bus');
    expect(
      await screen.findByRole('heading', { name: STORY_MESSAGES.storyLocked }),
    ).toBeInTheDocument();
    expect(screen.getByText(/“The Pumpkin Bus” is not unlocked yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'See stories and plans' }));
    expect(router.state.location.pathname).toBe('/story');
  });

  it('looks in the whole library for a story further off than the next few to come', async () => {
    const whole = storiesResponseWire([
      ...library.stories,
      storyWire('idli-rolls-away', { locked: true, title_en: 'The Idli That Rolled Away' }),
    ]);
    const api = fakeApi({
      [STORIES]: (call) => ({ body: call.query.get('upcoming') === 'all' ? whole : library }),
    });
    renderRoute('idli-rolls-away');
    expect(
      await screen.findByRole('heading', { name: STORY_MESSAGES.storyLocked }),
    ).toBeInTheDocument();
    expect(screen.getByText(/“The Idli That Rolled Away” is not unlocked yet/)).toBeInTheDocument();
    expect(api.requests()).toEqual([STORIES, `${STORIES}?upcoming=all`]);
  });

  it('says an unknown story is not found, after looking in the whole library', async () => {
    fakeApi({ [STORIES]: { body: library } });
    renderRoute('no-such-story');
    expect(
      await screen.findByRole('heading', { name: STORY_MESSAGES.storyNotFound }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to stories' })).toHaveAttribute('href', '/story');
  });

  it('shows the spec’s message when the stories cannot be fetched, and Retry tries again', async () => {
    // The first try and its one quick retry both fail.
    const answers = [serverError, serverError, { body: library }];
    const { calls } = fakeApi({ [STORIES]: () => answers[calls.length - 1]! });
    renderRoute('carrot-train');
    expect(await screen.findByRole('alert')).toHaveTextContent(STORY_MESSAGES.fetchFailed);
    expect(
      screen.getByRole('heading', { name: 'Could not fetch stories. Please try again later.' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Carrot Train' }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(3);
  });
});
