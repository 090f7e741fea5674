import styles from './AppLoadingScreen.module.css';

/**
 * What a parent sees while the first screen's code and their session load, instead of a blank
 * page: the router shows it until every loader of the first URL has answered.
 */
export function AppLoadingScreen() {
  return (
    <div className={styles.splash} role="status">
      <img src="/logo-mark.svg" alt="" width={56} height={56} />
      <span className={styles.wordmark} aria-hidden="true">
        tika
      </span>
      <span className="visually-hidden">Loading Tika…</span>
    </div>
  );
}
