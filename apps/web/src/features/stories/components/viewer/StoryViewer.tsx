import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { useNavigate } from 'react-router';
import type { Story } from '../../api/stories';
import { useStoryTitles } from '../use-story-titles';
import { CoverPage } from './CoverPage';
import { EndCard } from './EndCard';
import { PageButtons } from './PageButtons';
import { SlidePage } from './SlidePage';
import { useStoryLanguage } from './use-story-language';
import { useSwipe } from './use-swipe';
import { useViewerKeys } from './use-viewer-keys';
import { useWakeLock } from './use-wake-lock';
import { ViewerHeader } from './ViewerHeader';
import {
  pageAnnouncement,
  pageColors,
  pageImageUrl,
  slideCount,
  STORIES_PATH,
  type StoryLanguage,
  storyPages,
  type ViewerPage,
} from './viewer-model';
import styles from './StoryViewer.module.css';

interface StoryViewerProps {
  /** An unlocked story (the page around it shows the locked and missing cases). */
  story: Story;
  nextStory: Story | null;
}

/** The page's colours, and on the cover the story's background picture. */
function viewerStyle(story: Story, page: ViewerPage): CSSProperties {
  const colors = pageColors(story, page);
  return {
    '--story-bg': colors.background,
    '--story-text': colors.text,
    backgroundImage:
      page.kind === 'cover' && story.style.bgImage
        ? `url(${JSON.stringify(story.style.bgImage)})`
        : undefined,
  } as CSSProperties;
}

/** After a page turn, focus stays in the story even when the control that turned it is gone. */
function useFocusAfterPageTurn(index: number, stageRef: RefObject<HTMLElement | null>) {
  const shownIndex = useRef(index);
  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    // The control that turned the page may be gone (Start, Read again): keep focus in the story.
    if (!document.activeElement || document.activeElement === document.body)
      stageRef.current?.focus({ preventScroll: true });
  }, [index, stageRef]);
}

/**
 * A story full-screen, one page at a time: cover, meta slides, story slides, end card. Pages
 * turn only when asked (buttons, taps on either half, swipes, arrow keys and Space): a child
 * eats slowly, so nothing advances on a timer.
 */
export function StoryViewer({ story, nextStory }: StoryViewerProps) {
  const { t } = useLingui();
  const { title } = useStoryTitles(story);
  const navigate = useNavigate();
  const pages = useMemo(() => storyPages(story), [story]);
  const [index, setIndex] = useState(0);
  const [lang, setLang] = useStoryLanguage();
  const stageRef = useRef<HTMLElement>(null);

  const last = pages.length - 1;
  const count = slideCount(pages);
  const page = pages[index]!;
  const next = () => setIndex((i) => Math.min(i + 1, last));
  const previous = () => setIndex((i) => Math.max(i - 1, 0));
  const close = () => void navigate(STORIES_PATH);

  useViewerKeys({ onNext: next, onPrevious: previous, onClose: close });
  useWakeLock();
  const swipe = useSwipe({
    onSwipeLeft: next,
    onSwipeRight: previous,
    onTap: (x) => (x < 0.5 ? previous() : next()),
  });

  // The next page's picture loads while this one is read, so turning the page shows it at once.
  const upcoming = pageImageUrl(story, pages[index + 1], lang);
  if (upcoming) preload(upcoming, { as: 'image', fetchPriority: 'low' });

  useFocusAfterPageTurn(index, stageRef);
  const announcement = pageAnnouncement(pages, index);

  return (
    <main className={styles.viewer} style={viewerStyle(story, page)}>
      <title>{t`${title} · Tika`}</title>
      <div className={styles.column}>
        <ViewerHeader
          story={story}
          slideCount={count}
          index={index}
          showTitle={page.kind !== 'cover'}
          lang={lang}
          onLanguage={setLang}
          onClose={close}
        />

        <section
          ref={stageRef}
          className={styles.stage}
          aria-roledescription="slide"
          aria-label={announcement}
          tabIndex={-1}
          {...swipe}
        >
          <div key={index} className={styles.page}>
            <PageContent
              page={page}
              story={story}
              nextStory={nextStory}
              lang={lang}
              onStart={next}
              onReadAgain={() => setIndex(0)}
            />
          </div>
        </section>

        <PageButtons
          counter={page.kind === 'end' ? '✓' : `${index + 1} / ${count}`}
          atStart={index === 0}
          atEnd={index === last}
          onPrevious={previous}
          onNext={next}
        />

        <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
      </div>
    </main>
  );
}

/** One page: the cover, a meta or story slide, or the end card. */
function PageContent({
  page,
  story,
  nextStory,
  lang,
  onStart,
  onReadAgain,
}: {
  page: ViewerPage;
  story: Story;
  nextStory: Story | null;
  lang: StoryLanguage;
  onStart: () => void;
  onReadAgain: () => void;
}) {
  if (page.kind === 'cover') return <CoverPage story={story} lang={lang} onStart={onStart} />;
  if (page.kind === 'end')
    return <EndCard story={story} lang={lang} nextStory={nextStory} onReadAgain={onReadAgain} />;
  return <SlidePage slide={page.slide} lang={lang} imageOnly={story.imageOnly} />;
}
