import type { ReactNode } from 'react';
import { Button } from './Button';
import { PlusIcon } from './icons';

/** "Add …" with a plus: a compact primary one in an empty state, else a secondary one over a list. */
export function AddButton({
  compact = false,
  onClick,
  children,
}: {
  compact?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant={compact ? 'primary' : 'secondary'} compact={compact} onClick={onClick}>
      <PlusIcon size={compact ? 18 : 20} />
      {children}
    </Button>
  );
}
