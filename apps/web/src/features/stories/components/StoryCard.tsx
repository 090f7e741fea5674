import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import { LockIcon } from '../../../components/ui/icons';
import type { Story } from '../api/stories';
import styles from './StoryCard.module.css';
import { ageText } from './story-rules';
import { useStoryTitles } from './use-story-titles';
import { storyPath } from './viewer/viewer-model';

/** Covers are 400×300 SVGs; the size is set so the page does not jump as they arrive. */
const COVER = { width: 400, height: 300 } as const;

function Cover({ story, eager = false }: { story: Story; eager?: boolean }) {
  const { t } = useLingui();
  const { title } = useStoryTitles(story);
  // The featured cover is the first thing on screen (the page's largest): fetched at once and
  // before anything else the page asks for then; the rest as they scroll in.
  return (
    <img
      className={styles.cover}
      src={story.bannerImg.originalUrl}
      alt={t`Cover of ${title}`}
      {...COVER}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding={eager ? 'auto' : 'async'}
    />
  );
}

/** A link's title is a heading to jump by; inside a button (phrasing content only) it is plain text. */
function Titles({
  story,
  titleId,
  featured,
  heading,
}: {
  story: Story;
  titleId?: string;
  featured: boolean;
  heading: boolean;
}) {
  const { title, other, otherLang } = useStoryTitles(story);
  const Title = heading ? 'h3' : 'span';
  const Box = heading ? 'div' : 'span';
  return (
    <Box className={styles.titles}>
      <Title id={titleId} className={featured ? styles.featuredTitle : styles.title}>
        {title}
      </Title>
      <span className={styles.otherTitle} lang={otherLang}>
        {other}
      </span>
      <span className={styles.age}>{ageText(story.ageString)}</span>
    </Box>
  );
}

interface StoryCardProps {
  story: Story;
  /** The big card of today's (or the latest) story. */
  featured?: boolean;
}

/** An unlocked story: its cover and titles, opening the viewer. */
export function StoryCard({ story, featured = false }: StoryCardProps) {
  const titleId = useId();
  return (
    <Link
      to={storyPath(story.storyCode)}
      className={`${styles.card} ${featured ? styles.featured : ''}`}
      aria-labelledby={titleId}
    >
      <Cover story={story} eager={featured} />
      <Titles story={story} titleId={titleId} featured={featured} heading />
      {featured && (
        <span className={styles.read} aria-hidden="true">
          <Trans>Read now</Trans>
        </span>
      )}
    </Link>
  );
}

interface LockedStoryCardProps {
  story: Story;
  /** 'Unlocks tomorrow', 'Unlock with a plan'. */
  caption: string;
  onSelect: () => void;
}

/** A story still to come: dimmed, with a lock; a tap says when it opens or offers the plans. */
export function LockedStoryCard({ story, caption, onSelect }: LockedStoryCardProps) {
  const { t } = useLingui();
  const { title } = useStoryTitles(story);
  const captionId = useId();
  return (
    <button
      type="button"
      className={`${styles.card} ${styles.locked}`}
      onClick={onSelect}
      aria-label={t`Locked: ${title}`}
      aria-describedby={captionId}
    >
      <span className={styles.coverBox}>
        <Cover story={story} />
        <span className={styles.lock} aria-hidden="true">
          <LockIcon size={20} />
        </span>
      </span>
      <Titles story={story} featured={false} heading={false} />
      <span id={captionId} className={styles.caption}>
        {caption}
      </span>
    </button>
  );
}
