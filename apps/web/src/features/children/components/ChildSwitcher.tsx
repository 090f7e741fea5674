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
import { MEMBER_ROLE_WORDS } from './child-words';
import styles from './ChildSwitcher.module.css';

interface ChildSwitcherProps {
  /** The parent's children, own and shared (named `items`: `children` means something else to React). */
  items: Child[];
  selectedId: string | null;
  /** Today in the parent's time zone, for the ages. */
  today: string;
  onSelect: (id: string) => void;
  onEdit: (child: Child) => void;
  onDelete: (child: Child) => void;
  addChildTo?: string;
}

/** Own children before those shared with this parent, each group in the order given. */
const ownFirst = (items: Child[]) =>
  [...items].sort((a, b) => Number(a.role !== 'owner') - Number(b.role !== 'owner'));

/**
 * One card per child, own children first: tap to make it the selected child; edit or delete
 * one you added from its card. A shared child says who shared it and your role.
 */
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
  // Only children this parent added count (docs/product/family.md): they may follow more.
  const max = LIMITS.maxChildren;
  const canAdd = items.filter((child) => child.role === 'owner').length < max;
  return (
    <ul className={styles.list} aria-label={t`Your children`}>
      {ownFirst(items).map((child) => (
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

/** A child's card: the whole card picks the child; for your own child, Edit and Delete sit below it. */
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
          <span className={styles.age}>{formatAge(child.dob, today)}</span>
          <SharedBy child={child} />
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
      {child.role === 'owner' && <OwnerActions child={child} onEdit={onEdit} onDelete={onDelete} />}
    </li>
  );
}

/** "Shared by Asha · Viewer" on a child someone else added; nothing on your own. */
function SharedBy({ child }: { child: Child }) {
  const { t } = useLingui();
  if (child.role === 'owner') return null;
  const role = t(MEMBER_ROLE_WORDS[child.role]);
  const owner = child.sharedBy;
  return (
    <span className={styles.shared}>
      {owner ? (
        <Trans>
          Shared by {owner} · {role}
        </Trans>
      ) : (
        <Trans>Shared with you · {role}</Trans>
      )}
    </span>
  );
}

/** Edit and Delete: only the parent who added the child may change or remove it. */
function OwnerActions({
  child,
  onEdit,
  onDelete,
}: Pick<ChildSwitcherProps, 'onEdit' | 'onDelete'> & { child: Child }) {
  const { t } = useLingui();
  const name = child.name;
  return (
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
  );
}
