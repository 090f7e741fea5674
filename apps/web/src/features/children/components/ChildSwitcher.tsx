import { Link } from 'react-router';
import { LIMITS, ageText } from '@tika/contract';
import type { ChildProfile as Child } from '../api/children';
import {
  BoyIcon,
  CheckCircleIcon,
  GirlIcon,
  PencilIcon,
  PlusIcon,
  TrashIcon,
} from '../../../components/ui/icons';
import styles from './ChildSwitcher.module.css';

interface ChildSwitcherProps {
  /** The parent's children (named `items`: `children` means something else to React). */
  items: Child[];
  selectedId: string | null;
  /** Today in the parent's time zone, for the ages. */
  today: string;
  onSelect: (id: string) => void;
  onEdit: (child: Child) => void;
  onDelete: (child: Child) => void;
  addChildTo?: string;
}

/** One card per child: tap to make it the selected child; edit or delete from the card. */
export function ChildSwitcher({
  items,
  selectedId,
  today,
  onSelect,
  onEdit,
  onDelete,
  addChildTo = '/userprofile/addchild',
}: ChildSwitcherProps) {
  // docs/product/validation.md: at the maximum the Add Child tile is hidden, not disabled.
  const canAdd = items.length < LIMITS.maxChildren;
  return (
    <ul className={styles.list} aria-label="Your children">
      {items.map((child) => (
        <ChildCard
          key={child.id}
          child={child}
          selected={child.id === selectedId}
          today={today}
          onSelect={onSelect}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
      {canAdd ? (
        <li>
          <Link to={addChildTo} className={styles.add}>
            <span className={styles.addIcon} aria-hidden="true">
              <PlusIcon size={22} />
            </span>
            <span className={styles.text}>
              <span className={styles.name}>Add Child</span>
              <span className={styles.age}>Up to {LIMITS.maxChildren} children</span>
            </span>
          </Link>
        </li>
      ) : (
        <li className={styles.full}>
          You have added the maximum of {LIMITS.maxChildren} children.
        </li>
      )}
    </ul>
  );
}

type ChildCardProps = Pick<ChildSwitcherProps, 'today' | 'onSelect' | 'onEdit' | 'onDelete'> & {
  child: Child;
  selected: boolean;
};

/** A child's card: the whole card picks the child; Edit and Delete sit below it. */
function ChildCard({ child, selected, today, onSelect, onEdit, onDelete }: ChildCardProps) {
  const Icon = child.gender === 'girl' ? GirlIcon : BoyIcon;
  return (
    <li className={`${styles.card} ${selected ? styles.selected : ''}`}>
      <button
        type="button"
        className={styles.pick}
        aria-pressed={selected}
        onClick={() => onSelect(child.id)}
      >
        <span className={`${styles.avatar} ${styles[child.gender]}`} aria-hidden="true">
          <Icon size={30} />
        </span>
        <span className={styles.text}>
          <span className={styles.name}>{child.name}</span>
          <span className={styles.age}>{ageText(child.dob, today)}</span>
        </span>
        {selected ? (
          <span className={styles.badge}>
            <CheckCircleIcon size={16} />
            Selected
          </span>
        ) : (
          <span className={styles.switchHint}>Switch</span>
        )}
      </button>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.action}
          onClick={() => onEdit(child)}
          aria-label={`Edit ${child.name}`}
        >
          <PencilIcon size={16} />
          Edit
        </button>
        <button
          type="button"
          className={`${styles.action} ${styles.danger}`}
          onClick={() => onDelete(child)}
          aria-label={`Delete ${child.name}`}
        >
          <TrashIcon size={16} />
          Delete
        </button>
      </div>
    </li>
  );
}
