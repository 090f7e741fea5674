import { i18n } from '@lingui/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hindiMessages as hindi } from '../../../../test/catalogues';
import type { Story } from '../../api/stories';
import { slideWire, storyOf, storyWire } from './story-fixtures';
import { StoryViewer } from './StoryViewer';
import { STORY_LANGUAGE_KEY } from './use-story-language';

function renderViewer(
  story: Story = storyOf(storyWire('carrot-train')),
  nextStory: Story | null = null,
) {
  const router = createMemoryRouter(
    [
      { path: '/story/:storyCode', element: <StoryViewer story={story} nextStory={nextStory} /> },
      { path: '/story', element: <p>Stories page</p> },
    ],
    { initialEntries: ['/story/carrot-train'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const stage = () => screen.getByRole('region', { name: /^Slide \d+ of \d+$|^The end$/ });
const nextButton = () => screen.getByRole('button', { name: 'Next page' });
const previousButton = () => screen.getByRole('button', { name: 'Previous page' });
const announcement = () => screen.getByRole('status');
const slideHeading = () => within(stage()).getByRole('heading', { level: 2 });

describe('StoryViewer', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows the cover, then the meta slides, the story slides and the end card, with the buttons', async () => {
    const user = userEvent.setup();
    renderViewer();

    // Cover: picture, both titles in the story's colours, the age, Start.
    expect(stage()).toHaveAccessibleName('Slide 1 of 6');
    expect(screen.getByRole('heading', { level: 1, name: 'The Carrot Train' })).toHaveStyle({
      color: '#5A2A0A',
    });
    expect(screen.getByText('गाजर की रेलगाड़ी')).toHaveAttribute('lang', 'hi');
    expect(screen.getByText('Ages 1–4')).toBeInTheDocument();
    expect(previousButton()).toHaveAttribute('aria-disabled', 'true');
    const progress = screen.getByRole('progressbar', { name: 'Story progress' });
    expect(progress).toHaveAttribute('aria-valuetext', 'Slide 1 of 6');
    expect(progress.querySelectorAll('[data-state="current"]')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Start reading' }));
    expect(slideHeading()).toHaveTextContent('plate title');
    expect(within(stage()).getByText('plate words')).toBeInTheDocument();
    expect(announcement()).toHaveTextContent('Slide 2 of 6');
    // Focus stays in the story when the button that turned the page is gone.
    expect(stage()).toHaveFocus();

    await user.click(nextButton());
    expect(slideHeading()).toHaveTextContent('tip title');
    await user.click(nextButton());
    expect(slideHeading()).toHaveTextContent('one title');
    expect(progress.querySelectorAll('[data-state="read"]')).toHaveLength(3);
    expect(progress.querySelector('[data-state="current"]')).toBe(progress.children[3]);

    await user.click(previousButton());
    expect(slideHeading()).toHaveTextContent('tip title');
    for (let i = 0; i < 3; i++) await user.click(nextButton());
    expect(slideHeading()).toHaveTextContent('three title');
    expect(announcement()).toHaveTextContent('Slide 6 of 6');

    await user.click(nextButton());
    expect(screen.getByRole('heading', { name: 'The end' })).toBeInTheDocument();
    expect(announcement()).toHaveTextContent('The end');
    expect(progress).toHaveAttribute('aria-valuetext', 'Finished');
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    expect(nextButton()).toHaveFocus();
    await user.click(nextButton());
    expect(screen.getByRole('heading', { name: 'The end' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to stories' })).toHaveAttribute('href', '/story');
    expect(screen.queryByRole('link', { name: /Next story/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Read again' }));
    expect(screen.getByRole('heading', { level: 1, name: 'The Carrot Train' })).toBeInTheDocument();
  });

  it('gives each slide its picture with size, alt text and async decoding, and loads the next one ahead', async () => {
    // A code of its own: React preloads each address once per document.
    renderViewer(storyOf(storyWire('preloaded')));
    const cover = stage().querySelector('img')!;
    expect(cover).toHaveAttribute('src', '/api/features/meal-stories/media/preloaded/cover.svg');
    expect(
      document.head.querySelector(
        'link[rel="preload"][href="/api/features/meal-stories/media/preloaded/plate-en.svg"]',
      ),
    ).not.toBeNull();

    await userEvent.click(nextButton());
    const picture = within(stage()).getByRole('img', { name: 'plate picture' });
    expect(picture).toHaveAttribute(
      'src',
      '/api/features/meal-stories/media/preloaded/plate-en.svg',
    );
    expect(picture).toHaveAttribute('width', '400');
    expect(picture).toHaveAttribute('height', '300');
    expect(picture).toHaveAttribute('decoding', 'async');
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(
      document.head.querySelector(
        'link[rel="preload"][href="/api/features/meal-stories/media/preloaded/tip-en.svg"]',
      ),
    ).not.toBeNull();
  });

  it('turns pages with the arrow keys and Space, and Escape goes back to the stories', async () => {
    const user = userEvent.setup();
    const router = renderViewer();
    await user.keyboard('{ArrowRight}');
    expect(slideHeading()).toHaveTextContent('plate title');
    await user.keyboard(' ');
    expect(slideHeading()).toHaveTextContent('tip title');
    await user.keyboard('{ArrowLeft}');
    expect(slideHeading()).toHaveTextContent('plate title');
    await user.keyboard('{Shift>} {/Shift}');
    expect(stage()).toHaveAccessibleName('Slide 1 of 6');
    await user.keyboard('{ArrowLeft}');
    expect(stage()).toHaveAccessibleName('Slide 1 of 6');
    // Alt+← is the browser's Back, not ours.
    await user.keyboard('{ArrowRight}{Alt>}{ArrowLeft}{/Alt}');
    expect(slideHeading()).toHaveTextContent('plate title');

    await user.keyboard('{Escape}');
    expect(await screen.findByText('Stories page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/story');
  });

  it('leaves Space to a focused button rather than turning the page too', async () => {
    const user = userEvent.setup();
    renderViewer();
    screen.getByRole('button', { name: 'हिन्दी' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    expect(stage()).toHaveAccessibleName('Slide 1 of 6');
  });

  it('turns pages on a sideways swipe past the threshold, and on taps on either half', () => {
    renderViewer();
    const swipe = (fromX: number, toX: number, dy = 0) => {
      fireEvent.pointerDown(stage(), {
        pointerId: 1,
        isPrimary: true,
        pointerType: 'touch',
        clientX: fromX,
        clientY: 300,
      });
      fireEvent.pointerUp(stage(), {
        pointerId: 1,
        isPrimary: true,
        pointerType: 'touch',
        clientX: toX,
        clientY: 300 + dy,
      });
    };
    swipe(300, 120);
    expect(slideHeading()).toHaveTextContent('plate title');
    swipe(300, 200);
    expect(slideHeading()).toHaveTextContent('tip title');
    swipe(100, 300);
    expect(slideHeading()).toHaveTextContent('plate title');
    // Too short, or mostly up and down (scrolling): no turn.
    swipe(200, 170);
    swipe(200, 120, 200);
    expect(slideHeading()).toHaveTextContent('plate title');

    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 600 }),
    );
    swipe(320, 322);
    expect(slideHeading()).toHaveTextContent('tip title');
    swipe(60, 60);
    expect(slideHeading()).toHaveTextContent('plate title');
  });

  it('does not count a tap on a button inside the slide as a tap on the page', async () => {
    renderViewer();
    const start = screen.getByRole('button', { name: 'Start reading' });
    fireEvent.pointerDown(start, { pointerId: 1, isPrimary: true, clientX: 200, clientY: 500 });
    fireEvent.pointerUp(start, { pointerId: 1, isPrimary: true, clientX: 200, clientY: 500 });
    fireEvent.click(start);
    expect(slideHeading()).toHaveTextContent('plate title');
    expect(announcement()).toHaveTextContent('Slide 2 of 6');
  });

  it('turns one page, not two, when a mouse drag starts on a button (the drag still clicks it)', () => {
    renderViewer();
    const start = screen.getByRole('button', { name: 'Start reading' });
    fireEvent.pointerDown(start, {
      pointerId: 1,
      isPrimary: true,
      pointerType: 'mouse',
      button: 0,
      clientX: 300,
      clientY: 500,
    });
    fireEvent.pointerUp(start, {
      pointerId: 1,
      isPrimary: true,
      pointerType: 'mouse',
      button: 0,
      clientX: 120,
      clientY: 505,
    });
    fireEvent.click(start);
    expect(announcement()).toHaveTextContent('Slide 2 of 6');
  });

  it('switches titles, words, pictures and alt text to Hindi and remembers the choice', async () => {
    const user = userEvent.setup();
    renderViewer();
    const hindi = screen.getByRole('button', { name: 'हिन्दी' });
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(hindi);
    expect(hindi).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(STORY_LANGUAGE_KEY)).toBe('hi');
    const coverTitle = screen.getByRole('heading', { level: 1, name: 'गाजर की रेलगाड़ी' });
    expect(coverTitle).toHaveAttribute('lang', 'hi');
    expect(coverTitle).toHaveStyle({ color: '#6A2A0A' });

    await user.click(nextButton());
    const heading = slideHeading();
    expect(heading).toHaveTextContent('plate शीर्षक');
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'hi');
    expect(within(stage()).getByText('plate शब्द')).toBeInTheDocument();
    const picture = within(stage()).getByRole('img', { name: 'plate चित्र' });
    expect(picture).toHaveAttribute(
      'src',
      '/api/features/meal-stories/media/carrot-train/plate-hi.svg',
    );
    expect(picture).toHaveAttribute('lang', 'hi');
    // The story name at the top follows the language too.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('गाजर की रेलगाड़ी');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(slideHeading()).toHaveTextContent('plate title');
    expect(within(stage()).getByRole('img', { name: 'plate picture' })).toHaveAttribute(
      'src',
      '/api/features/meal-stories/media/carrot-train/plate-en.svg',
    );
    expect(localStorage.getItem(STORY_LANGUAGE_KEY)).toBe('en');
  });

  it('opens in the language chosen last time', () => {
    localStorage.setItem(STORY_LANGUAGE_KEY, 'hi');
    renderViewer();
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'गाजर की रेलगाड़ी' })).toBeInTheDocument();
  });

  it('shows only the picture of an image-only story, keeping the words for screen readers', async () => {
    renderViewer(storyOf(storyWire('picture-book', { image_only: true })));
    await userEvent.click(nextButton());
    const picture = within(stage()).getByRole('img', { name: 'plate picture' });
    expect(picture).toBeVisible();
    const words = slideHeading().parentElement!;
    expect(words).toHaveClass('visually-hidden');
    expect(words).toHaveTextContent('plate words');
  });

  it('uses a slide’s own colours, and the story’s otherwise', async () => {
    const story = storyOf(
      storyWire('c', {
        meta_slides: [slideWire('c', 'night', { style: { bg: '#14213D', text_color: '#FDF6E3' } })],
      }),
    );
    renderViewer(story);
    const viewer = screen.getByRole('main');
    expect(viewer.style.getPropertyValue('--story-bg')).toBe('#FFF4E8');
    await userEvent.click(nextButton());
    expect(viewer.style.getPropertyValue('--story-bg')).toBe('#14213D');
    expect(viewer.style.getPropertyValue('--story-text')).toBe('#FDF6E3');
  });

  it('offers the next unlocked story on the end card, in the chosen language', async () => {
    const next = storyOf(
      storyWire('pumpkin-bus', { title_en: 'The Pumpkin Bus', title_hi: 'कद्दू की बस' }),
    );
    renderViewer(undefined, next);
    for (let i = 0; i < 6; i++) fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('link', { name: 'Next story The Pumpkin Bus' })).toHaveAttribute(
      'href',
      '/story/pumpkin-bus',
    );
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    // The story's titles follow the story's language; the card's own words, the app's.
    for (const title of screen.getAllByText('गाजर की रेलगाड़ी'))
      expect(title).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('heading', { name: 'The end' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: 'Next story कद्दू की बस' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to stories' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read again' })).toBeInTheDocument();
  });

  it('speaks the app’s language around the story, and opens the story in it until one is chosen', () => {
    act(() => i18n.loadAndActivate({ locale: 'hi', messages: hindi }));
    try {
      renderViewer();
      expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: 'पढ़ना शुरू करें' })).toBeInTheDocument();
      for (let i = 0; i < 6; i++) fireEvent.keyDown(window, { key: 'ArrowRight' });
      expect(screen.getByRole('heading', { name: 'समाप्त' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'कहानियों पर वापस' })).toHaveAttribute(
        'href',
        '/story',
      );
      expect(screen.getByRole('button', { name: 'फिर से पढ़ें' })).toBeInTheDocument();
      // The story's own toggle still reads the story in English, the app staying in Hindi.
      fireEvent.click(screen.getByRole('button', { name: 'English' }));
      expect(screen.getByText('The Carrot Train')).toHaveAttribute('lang', 'en');
      expect(screen.getByRole('button', { name: 'फिर से पढ़ें' })).toBeInTheDocument();
    } finally {
      act(() => i18n.activate('en'));
    }
  });

  it('closes to the stories page from the close button', async () => {
    const router = renderViewer();
    await userEvent.click(screen.getByRole('button', { name: 'Close story' }));
    expect(router.state.location.pathname).toBe('/story');
  });
});
