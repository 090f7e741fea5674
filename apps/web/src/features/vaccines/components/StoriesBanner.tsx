import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { BookIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { STORIES_BANNER_TEXT as TEXT } from '../strings';
import styles from './StoriesBanner.module.css';

/** The Home tab's way into the mealtime stories (docs/product/screens-and-routes.md). */
export function StoriesBanner() {
  const { t } = useLingui();
  return (
    <Link to="/story" className={styles.banner}>
      <span className={styles.icon} aria-hidden="true">
        <BookIcon size={28} />
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{t(TEXT.title)}</span>
        <span className={styles.line}>{t(TEXT.line)}</span>
      </span>
      <ChevronRightIcon />
    </Link>
  );
}
