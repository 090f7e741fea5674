import { LIMITS } from '@tika/contract';
import { StepScreen } from '../../../components/layout/StepScreen';
import { BabyIcon } from '../../../components/ui/icons';

/** Shown instead of the add-child form once the parent has the maximum number of children. */
export function ChildLimitNotice({ onBack }: { onBack: () => void }) {
  return (
    <StepScreen
      icon={<BabyIcon size={36} />}
      headline={`You have added ${LIMITS.maxChildren} children`}
      lead={`Tika keeps records for up to ${LIMITS.maxChildren} children. To add another child, delete one of their profiles first.`}
      onPrevious={onBack}
      previousLabel="Back to profile"
    />
  );
}
