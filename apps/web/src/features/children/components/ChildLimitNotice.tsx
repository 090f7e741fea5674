import { useLingui } from '@lingui/react/macro';
import { LIMITS } from '@tika/contract';
import { StepScreen } from '../../../components/layout/StepScreen';
import { BabyIcon } from '../../../components/ui/icons';

/** Shown instead of the add-child form once the parent has the maximum number of children. */
export function ChildLimitNotice({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  const max = LIMITS.maxChildren;
  return (
    <StepScreen
      icon={<BabyIcon size={36} />}
      headline={t`You have added ${max} children`}
      lead={t`Tika keeps records for up to ${max} children. To add another child, delete one of their profiles first.`}
      onPrevious={onBack}
      previousLabel={t`Back to profile`}
    />
  );
}
