import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Sheet } from '../../components/ui/Sheet';
import { ChildSwitcher } from '../../features/children/components/ChildSwitcher';
import { DeleteChildSheet } from '../../features/children/components/DeleteChildSheet';
import { EditChildSheet } from '../../features/children/components/EditChildSheet';
import { useChildEditing } from '../../features/children/hooks/use-child-editing';
import { selectChild, useSelectedChild } from '../../features/children/hooks/use-selected-child';
import { HEADER_TEXT } from '../../features/vaccines/strings';
import { InviteCodeButton, InviteCodeSheetLoader } from './invite-code-entry';

interface ChildSwitcherSheetProps {
  open: boolean;
  onClose: () => void;
  /** The parent's today, for the ages. */
  today: string;
}

/**
 * The profile page's child switcher, from the dashboard's header: tap a child to switch and
 * the sheet closes on that child's dashboard; Edit and Delete open their own sheets (one sheet
 * at a time: a sheet inside a sheet would close both).
 */
export function ChildSwitcherSheet({ open, onClose, today }: ChildSwitcherSheetProps) {
  const { t } = useLingui();
  const { children, selected } = useSelectedChild();
  const edit = useChildEditing();
  const [codeOpen, setCodeOpen] = useState(false);

  return (
    <>
      <Sheet open={open} onClose={onClose} title={t(HEADER_TEXT.switcherTitle)}>
        <ChildSwitcher
          items={children}
          selectedId={selected?.id ?? null}
          today={today}
          onSelect={(id) => {
            selectChild(id);
            onClose();
          }}
          onEdit={(child) => {
            onClose();
            edit.startEdit(child);
          }}
          onDelete={(child) => {
            if (edit.requestDelete(child)) onClose();
          }}
        />
        <InviteCodeButton onClick={() => (onClose(), setCodeOpen(true))} />
      </Sheet>
      <EditChildSheet {...edit.editSheet} today={today} />
      <DeleteChildSheet {...edit.deleteSheet} />
      <InviteCodeSheetLoader open={codeOpen} onClose={() => setCodeOpen(false)} />
    </>
  );
}
