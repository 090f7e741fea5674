import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChildRole } from '@tika/contract';
import { Button } from '../../../components/ui/Button';
import { ConfirmSheet } from '../../../components/ui/ConfirmSheet';
import { liftToastsAboveModal } from '../../../components/ui/escape-layer';
import { InlineLoadError } from '../../../components/ui/InlineLoadError';
import rows from '../../../components/ui/ItemRows.module.css';
import { Sheet } from '../../../components/ui/Sheet';
import form from '../../../components/ui/SheetForm.module.css';
import { notify } from '../../../components/ui/toast';
import { formatMoment } from '../../../lib/i18n/format';
import {
  familyQuery,
  type FamilyMemberItem,
  type MadeInvite,
  type OpenInvite,
} from '../api/family';
import { useFamilyActions } from '../hooks/use-family-actions';
import { CreatedInvitePanel } from './CreatedInvitePanel';
import { labelWords, roleName } from './family-words';
import { MemberForm } from './MemberForm';
import styles from './FamilySheet.module.css';

export interface FamilyChild {
  id: string;
  name: string;
  /** This parent's role for the child: the owner manages the family, a member sees it. */
  role: ChildRole;
}

/** What the sheet shows: the family, the invitation form (then its result), or one member's change. */
export type FamilyView = 'list' | 'invite' | { change: FamilyMemberItem };

interface FamilySheetsProps {
  open: boolean;
  /** What the sheet shows; the card opens it on the list or on the invitation form. */
  view: FamilyView;
  onView: (view: FamilyView) => void;
  onClose: () => void;
  child: FamilyChild;
}

/** A member as the confirmations need it (ConfirmSheet wants an id). */
type MemberItem = FamilyMemberItem & { id: string };
const asItem = (member: FamilyMemberItem): MemberItem => ({ ...member, id: member.userId });

/**
 * The child's family sheet and, beside it (never inside: a nested dialog's close would reach
 * the outer sheet), the confirmations to remove a member or to leave.
 */
export function FamilySheets({ open, view, onView, onClose, child }: FamilySheetsProps) {
  const { t, i18n } = useLingui();
  const actions = useFamilyActions(child.id);
  // The invitation just made: its code and link are in this answer only.
  const [made, setMade] = useState<MadeInvite | null>(null);
  const [removing, setRemoving] = useState<MemberItem | null>(null);
  const [leaving, setLeaving] = useState<MemberItem | null>(null);
  const name = child.name;

  // A confirmation over the open sheet takes the toasts down with it when it closes: lift them again.
  useEffect(() => {
    if (open && !removing) liftToastsAboveModal(true);
  }, [open, removing]);

  const close = () => {
    setMade(null);
    onClose();
  };
  const changing = typeof view === 'object' ? labelWords(view.change.label, i18n) : '';
  const title =
    view === 'list'
      ? t`${name}’s family`
      : view === 'invite'
        ? t`Invite family`
        : t`Change ${changing}`;
  const showList = view === 'list' || (view === 'invite' && made !== null);

  return (
    <>
      <Sheet open={open} onClose={close} title={title}>
        {open && (
          <div className={styles.body}>
            {view !== 'list' && (
              <FamilyForms
                view={view}
                childName={name}
                made={made}
                onMade={setMade}
                onView={onView}
                actions={actions}
              />
            )}
            {showList && (
              <FamilyList
                child={child}
                onInvite={() => (setMade(null), onView('invite'))}
                onChange={(member) => onView({ change: member })}
                onRemove={(member) => setRemoving(asItem(member))}
                onWithdraw={(invite) => actions.withdraw.mutateAsync(invite.id)}
                onLeave={(me) => {
                  // The family closes first: once left, this parent may not read it.
                  close();
                  setLeaving(asItem(me));
                }}
              />
            )}
          </div>
        )}
      </Sheet>
      <FamilyConfirmations
        childName={name}
        removing={removing}
        leaving={leaving}
        actions={actions}
        onClose={() => (setRemoving(null), setLeaving(null))}
      />
    </>
  );
}

type FamilyActions = ReturnType<typeof useFamilyActions>;

/** The invitation form (then the invitation made), or one member's change. */
function FamilyForms({
  view,
  childName: name,
  made,
  onMade,
  onView,
  actions,
}: {
  view: Exclude<FamilyView, 'list'>;
  childName: string;
  made: MadeInvite | null;
  onMade: (made: MadeInvite | null) => void;
  onView: (view: FamilyView) => void;
  actions: FamilyActions;
}) {
  const { t } = useLingui();
  if (view === 'invite')
    return made ? (
      <CreatedInvitePanel invite={made} onAnother={() => onMade(null)} />
    ) : (
      <MemberForm
        intro={t`They sign in to Tika with Google or WhatsApp and follow ${name} with you.`}
        submitLabel={t`Create invitation`}
        busyLabel={t`Making the invitation…`}
        send={(choice) => actions.invite.mutateAsync(choice).then(onMade)}
        onCancel={() => onView('list')}
      />
    );
  const member = view.change;
  return (
    <MemberForm
      initial={{ role: member.role === 'viewer' ? 'viewer' : 'caregiver', label: member.label }}
      submitLabel={t`Save`}
      busyLabel={t`Saving…`}
      send={(choice) =>
        actions.change.mutateAsync({ userId: member.userId, ...choice }).then(() => onView('list'))
      }
      onCancel={() => onView('list')}
    />
  );
}

/** Asks before a member is removed, or before this parent leaves the child's family. */
function FamilyConfirmations({
  childName: name,
  removing,
  leaving,
  actions,
  onClose,
}: {
  childName: string;
  removing: MemberItem | null;
  leaving: MemberItem | null;
  actions: FamilyActions;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <ConfirmSheet
        item={removing}
        title={(member) => {
          const who = labelWords(member.label, i18n);
          return t`Remove ${who}?`;
        }}
        summary={(member) => memberSummary(member, i18n)}
        message={(member) => {
          const who = labelWords(member.label, i18n);
          return t`${who} will no longer see ${name}’s record. What they marked keeps their name.`;
        }}
        confirmLabel={t`Remove`}
        busyLabel={t`Removing…`}
        danger
        onConfirm={(member) => actions.remove.mutateAsync(member.userId)}
        errorMessage={errorText}
        onClose={onClose}
      />
      <ConfirmSheet
        item={leaving}
        title={t`Leave ${name}?`}
        summary={(member) => memberSummary(member, i18n)}
        message={() =>
          t`You will no longer see ${name}’s record or get reminders. The parent who added ${name} can invite you again.`
        }
        confirmLabel={t`Leave ${name}`}
        busyLabel={t`Leaving…`}
        danger
        onConfirm={(member) => actions.leave.mutateAsync(member.userId)}
        errorMessage={errorText}
        onClose={onClose}
      />
    </>
  );
}

const errorText = (err: unknown) => (err instanceof Error && err.message ? err.message : null);

function memberSummary(member: FamilyMemberItem, i18n: I18n) {
  return (
    <div className={form.summary}>
      <span className={form.summaryName}>{labelWords(member.label, i18n)}</span>
      <span className={form.summaryMeta}>{roleName(member.role, i18n)}</span>
    </div>
  );
}

/** "Works once, until 4 Dec 2026, 3:00 pm". */
const inviteUntil = (invite: OpenInvite, i18n: I18n) => {
  const until = formatMoment(invite.expiresAt);
  return i18n._(msg`Works once, until ${until}`);
};

interface FamilyListProps {
  child: FamilyChild;
  onInvite: () => void;
  onChange: (member: FamilyMemberItem) => void;
  onRemove: (member: FamilyMemberItem) => void;
  onWithdraw: (invite: OpenInvite) => Promise<unknown>;
  onLeave: (me: FamilyMemberItem) => void;
}

/**
 * Who follows the child, each with their role; the owner changes or removes members, invites
 * and withdraws invitations; a member may leave.
 */
function FamilyList({ child, onInvite, onChange, onRemove, onWithdraw, onLeave }: FamilyListProps) {
  const headingId = useId();
  const query = useQuery(familyQuery(child.id));
  const { data, isPending, isError } = query;
  const owner = child.role === 'owner';
  const name = child.name;
  const me = data?.members.find((member) => member.isYou);

  if (isPending)
    return (
      <p className={form.text} role="status">
        <Trans>Loading the family…</Trans>
      </p>
    );
  if (isError)
    return (
      <InlineLoadError query={query}>
        <Trans>Could not load the family.</Trans>
      </InlineLoadError>
    );

  return (
    <>
      <section className={styles.section} aria-labelledby={headingId}>
        <h3 id={headingId} className={form.heading}>
          <Trans>Who follows {name}</Trans>
        </h3>
        <ul className={rows.rows}>
          {data.members.map((member) => (
            <MemberRow
              key={member.userId}
              member={member}
              manage={owner && member.role !== 'owner'}
              describedBy={`${headingId}-${member.userId}`}
              onChange={onChange}
              onRemove={onRemove}
            />
          ))}
        </ul>
        {owner && (
          <Button onClick={onInvite}>
            <Trans>Invite family</Trans>
          </Button>
        )}
        {!owner && me && (
          <Button variant="secondary" onClick={() => onLeave(me)}>
            <Trans>Leave {name}</Trans>
          </Button>
        )}
      </section>
      {owner && data.invites.length > 0 && (
        <OpenInvites invites={data.invites} onWithdraw={onWithdraw} />
      )}
    </>
  );
}

/** One person who follows the child: label, role, "you"; for the owner, Change and Remove. */
function MemberRow({
  member,
  manage,
  describedBy,
  onChange,
  onRemove,
}: {
  member: FamilyMemberItem;
  manage: boolean;
  describedBy: string;
  onChange: (member: FamilyMemberItem) => void;
  onRemove: (member: FamilyMemberItem) => void;
}) {
  const { i18n } = useLingui();
  return (
    <li className={rows.row}>
      <div id={describedBy} className={styles.rowText}>
        <span className={styles.rowName}>
          {labelWords(member.label, i18n)}
          {member.isYou && (
            <span className={styles.badge}>
              <Trans>you</Trans>
            </span>
          )}
        </span>
        <span className={styles.rowMeta}>{roleName(member.role, i18n)}</span>
      </div>
      {manage && (
        <div className={styles.rowActions}>
          <Button
            variant="secondary"
            compact
            aria-describedby={describedBy}
            onClick={() => onChange(member)}
          >
            <Trans>Change</Trans>
          </Button>
          <Button
            variant="secondary"
            compact
            aria-describedby={describedBy}
            onClick={() => onRemove(member)}
          >
            <Trans>Remove</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}

/** Invitations not yet accepted, each with its label, role, end and Withdraw. */
function OpenInvites({
  invites,
  onWithdraw,
}: {
  invites: OpenInvite[];
  onWithdraw: (invite: OpenInvite) => Promise<unknown>;
}) {
  const { i18n } = useLingui();
  const headingId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const withdraw = async (invite: OpenInvite) => {
    setBusy(invite.id);
    try {
      await onWithdraw(invite);
    } catch (err) {
      // The invitation stays listed; the reason is the server's (or the network's).
      notify.error(errorText(err) ?? i18n._(msg`Something went wrong`));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={form.heading}>
        <Trans>Open invitations</Trans>
      </h3>
      <ul className={rows.rows}>
        {invites.map((invite) => (
          <li key={invite.id} className={rows.row}>
            <div id={`${headingId}-${invite.id}`} className={styles.rowText}>
              <span className={styles.rowName}>
                {labelWords(invite.label, i18n)} · {roleName(invite.role, i18n)}
              </span>
              <span className={styles.rowMeta}>{inviteUntil(invite, i18n)}</span>
            </div>
            <Button
              variant="secondary"
              compact
              loading={busy === invite.id}
              aria-describedby={`${headingId}-${invite.id}`}
              onClick={() => void withdraw(invite)}
            >
              <Trans>Withdraw</Trans>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
