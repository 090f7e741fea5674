import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LIMITS } from '@tika/contract';
import type { ChildProfile as Child } from '../api/children';
import {
  BoyIcon,
  CheckCircleIcon,
  GirlIcon,
  PencilIcon,
  PlusIcon,
  TrashIcon,
} from '../../../components/ui/icons';
import { formatAge } from './age-words';
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
  const { t } = useLingui();
  // docs/product/validation.md: at the maximum the Add Child tile is hidden, not disabled.
  const max = LIMITS.maxChildren;
  const canAdd = items.length < max;
  return (
    <ul className={styles.list} aria-label={t`Your children`}>
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
              <span className={styles.name}>
                <Trans>Add Child</Trans>
              </span>
              <span className={styles.age}>
                <Trans>Up to {max} children</Trans>
              </span>
            </span>
          </Link>
        </li>
      ) : (
        <li className={styles.full}>
          <Trans>You have added the maximum of {max} children.</Trans>
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
  const { t } = useLingui();
  const name = child.name;
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
          <span className={styles.age}>{formatAge(child.dob, today)}</span>
        </span>
        {selected ? (
          <span className={styles.badge}>
            <CheckCircleIcon size={16} />
            <Trans>Selected</Trans>
          </span>
        ) : (
          <span className={styles.switchHint}>
            <Trans>Switch</Trans>
          </span>
        )}
      </button>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.action}
          onClick={() => onEdit(child)}
          aria-label={t`Edit ${name}`}
        >
          <PencilIcon size={16} />
          <Trans>Edit</Trans>
        </button>
        <button
          type="button"
          className={`${styles.action} ${styles.danger}`}
          onClick={() => onDelete(child)}
          aria-label={t`Delete ${name}`}
        >
          <TrashIcon size={16} />
          <Trans>Delete</Trans>
        </button>
      </div>
    </li>
  );
}
