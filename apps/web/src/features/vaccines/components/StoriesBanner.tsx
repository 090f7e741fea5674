import { Link } from 'react-router';
import { BookIcon, ChevronRightIcon } from '../../../components/ui/icons';
import styles from './StoriesBanner.module.css';

/** The Home tab's way into the mealtime stories (docs/product/screens-and-routes.md). */
export function StoriesBanner() {
  return (
    <Link to="/story" className={styles.banner}>
      <span className={styles.icon} aria-hidden="true">
        <BookIcon size={28} />
      </span>
      <span className={styles.text}>
        <span className={styles.title}>Mealtime stories</span>
        <span className={styles.line}>A new short story every day, in English and Hindi</span>
      </span>
      <ChevronRightIcon />
    </Link>
  );
}
