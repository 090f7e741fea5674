import { Trans } from '@lingui/react/macro';
import { EyeIcon } from '../../../components/ui/icons';
import styles from './ViewerNotice.module.css';

/**
 * Said once, above a shared child's dashboard, to a parent invited as a viewer: the record is
 * there to read, and the buttons to change it are not (docs/product/family.md).
 */
export function ViewerNotice({ childName }: { childName: string }) {
  return (
    <p className={styles.notice} role="note">
      <EyeIcon size={18} />
      <span>
        <Trans>You can view {childName}’s record but not change it.</Trans>
      </span>
    </p>
  );
}
