import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/Button';
import card from '../../../components/ui/Card.module.css';
import { type FamilyChild, FamilySheets, type FamilyView } from './FamilySheets';

/**
 * The selected child's family, on the profile page (docs/decisions/0023-family-roles.md): the
 * parent who added the child invites Papa, Dadi or a nanny and manages who follows; a member
 * sees who follows and may leave.
 */
export function FamilyCard({ child }: { child: FamilyChild & { sharedBy: string | null } }) {
  // Mounted on first use, then kept: a confirmation outlives the closing sheet.
  const [sheet, setSheet] = useState<{ open: boolean; view: FamilyView } | null>(null);
  const name = child.name;
  const sharedBy = child.sharedBy;
  const headingId = `family-${child.id}`;

  return (
    <section className={card.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={card.title}>
        <Trans>Family</Trans>
      </h2>
      <p className={card.text}>
        {child.role === 'owner' ? (
          <Trans>
            Invite Papa, Mummy, Dadi, Nani or a nanny to follow {name}: they see the vaccines and
            records, and a caregiver can mark doses too.
          </Trans>
        ) : sharedBy ? (
          <Trans>
            {sharedBy} added {name} and shares {name} with you.
          </Trans>
        ) : (
          <Trans>{name} is shared with you.</Trans>
        )}
      </p>
      <div className={card.actions}>
        {child.role === 'owner' && (
          <Button onClick={() => setSheet({ open: true, view: 'invite' })}>
            <Trans>Invite family</Trans>
          </Button>
        )}
        <Button variant="secondary" onClick={() => setSheet({ open: true, view: 'list' })}>
          <Trans>See who follows {name}</Trans>
        </Button>
      </div>
      {sheet && (
        <FamilySheets
          key={child.id}
          open={sheet.open}
          view={sheet.view}
          onView={(view) => setSheet({ ...sheet, view })}
          onClose={() => setSheet({ ...sheet, open: false })}
          child={child}
        />
      )}
    </section>
  );
}
