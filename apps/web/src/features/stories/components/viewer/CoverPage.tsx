import { Trans } from '@lingui/react/macro';
import { Button } from '../../../../components/ui/Button';
import type { Story } from '../../api/stories';
import { type StoryLanguage, storyTitle } from './viewer-model';
import { PagePicture } from './PagePicture';
import styles from './ViewerPages.module.css';
import { ageText } from '../story-rules';

interface CoverPageProps {
  story: Story;
  lang: StoryLanguage;
  onStart: () => void;
}

/** The first page: the story's picture, its title in the chosen language (the other one below), the age, Start. */
export function CoverPage({ story, lang, onStart }: CoverPageProps) {
  const title = storyTitle(story, lang);
  const other = storyTitle(story, lang === 'hi' ? 'en' : 'hi');
  return (
    <div className={styles.cover}>
      {/* The title below names the story; the picture adds nothing a screen reader needs. */}
      <PagePicture src={story.bannerImg.originalUrl} alt="" />
      <div className={styles.coverWords}>
        <h1 className={styles.coverTitle} lang={title.lang} style={{ color: title.color }}>
          {title.text}
        </h1>
        <p className={styles.coverOtherTitle} lang={other.lang} style={{ color: other.color }}>
          {other.text}
        </p>
        <p className={styles.age}>{ageText(story.ageString)}</p>
      </div>
      <Button className={styles.start} onClick={onStart}>
        <Trans>Start reading</Trans>
      </Button>
    </div>
  );
}
