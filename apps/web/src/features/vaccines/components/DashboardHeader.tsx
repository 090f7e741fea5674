import { Link } from 'react-router';
import { ProfileIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/Logo';
import styles from './DashboardHeader.module.css';

interface DashboardHeaderProps {
  /** The selected child; null while loading or when there is none. */
  child: { name: string; age: string } | null;
}

/** Logo, the selected child's name and age, and the way to the profile. */
export function DashboardHeader({ child }: DashboardHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo />
        <Link to="/userprofile" aria-label="Profile" className={styles.profile}>
          <ProfileIcon size={26} />
        </Link>
      </div>
      {child && (
        <div className={styles.child}>
          <span className={styles.avatar} aria-hidden="true">
            {child.name.trim().charAt(0).toUpperCase()}
          </span>
          <div>
            <h1 className={styles.name}>{child.name}</h1>
            <p className={styles.age}>{child.age}</p>
          </div>
        </div>
      )}
    </header>
  );
}
