import { addOffset, daysBetween, type PlanId, type UserPlanWire } from '@tika/contract';

/**
 * How stories unlock (docs/decisions/0008-stories-and-payments.md): one new story a day, the lowest
 * sequence the parent does not have yet, paid for by the first entitlement that still has
 * stories — the free trial while its three days last, then bought plans in the order bought.
 * A story once unlocked stays readable. Pure, so the rules are tested without a database.
 */

export interface Entitlement {
  id: string;
  kind: 'trial' | 'paid';
  plan: PlanId | null;
  stories: number;
  expiresOn: string | null;
}

export interface Unlock {
  storyCode: string;
  entitlementId: string;
  unlockedOn: string;
}

/** Entitlements in the order they are used: the trial first, then plans by purchase. */
function inUseOrder(entitlements: Entitlement[]): Entitlement[] {
  return [
    ...entitlements.filter((e) => e.kind === 'trial'),
    ...entitlements.filter((e) => e.kind === 'paid'),
  ];
}

function usedBy(unlocks: Unlock[]): Map<string, number> {
  const used = new Map<string, number>();
  for (const u of unlocks) used.set(u.entitlementId, (used.get(u.entitlementId) ?? 0) + 1);
  return used;
}

/** Stories an entitlement can still unlock from `today` on, at one a day. */
function remainingOf(e: Entitlement, used: number, today: string, unlockedToday: boolean): number {
  const left = Math.max(0, e.stories - used);
  if (e.kind === 'paid') return left;
  if (!e.expiresOn || today > e.expiresOn) return 0;
  const daysLeft = daysBetween(today, e.expiresOn) + (unlockedToday ? 0 : 1);
  return Math.min(left, daysLeft);
}

/** The unlock to make now, if any: today's story is not out yet and something can pay for it. */
export function nextUnlock(input: {
  entitlements: Entitlement[];
  unlocks: Unlock[];
  today: string;
  libraryCodes: string[];
}): Unlock | null {
  const { entitlements, unlocks, today, libraryCodes } = input;
  if (unlocks.some((u) => u.unlockedOn === today)) return null;
  const owned = new Set(unlocks.map((u) => u.storyCode));
  const storyCode = libraryCodes.find((code) => !owned.has(code));
  if (!storyCode) return null;
  const used = usedBy(unlocks);
  const payer = inUseOrder(entitlements).find(
    (e) => remainingOf(e, used.get(e.id) ?? 0, today, false) > 0,
  );
  return payer ? { storyCode, entitlementId: payer.id, unlockedOn: today } : null;
}

/**
 * What each entitlement can still unlock, in use order, from the stories the library has left.
 * `owed` is what was paid or granted and not used yet; `deliverable` is the part of it the
 * library can honour now. A plan whose stories cannot be delivered ends (nothing to unlock);
 * if new stories are added later, it picks up again before anything new can be sold.
 */
function allot(
  entitlements: Entitlement[],
  unlocks: Unlock[],
  today: string,
  unlockedToday: boolean,
  unowned: number,
) {
  const used = usedBy(unlocks);
  let pool = unowned;
  return inUseOrder(entitlements).map((e) => {
    const owed = remainingOf(e, used.get(e.id) ?? 0, today, unlockedToday);
    const deliverable = Math.min(owed, pool);
    pool -= deliverable;
    return { e, owed, deliverable };
  });
}

export function userPlan(input: {
  entitlements: Entitlement[];
  unlocks: Unlock[];
  today: string;
  libraryCodes: string[];
}): UserPlanWire {
  const { entitlements, unlocks, today, libraryCodes } = input;
  const unlockedToday = unlocks.some((u) => u.unlockedOn === today);
  const owned = new Set(unlocks.map((u) => u.storyCode));
  const unowned = libraryCodes.filter((code) => !owned.has(code)).length;
  const allotted = allot(entitlements, unlocks, today, unlockedToday, unowned);
  const trial = entitlements.find((e) => e.kind === 'trial');
  const trialLeft = allotted.find((a) => a.e.kind === 'trial')?.deliverable ?? 0;
  const paidLeft = allotted.filter((a) => a.e.kind === 'paid' && a.deliverable > 0);
  const remaining = trialLeft + paidLeft.reduce((sum, p) => sum + p.deliverable, 0);
  // Everything already owed counts against new sales, deliverable now or not: it was paid for.
  const owedInAll = allotted.reduce((sum, a) => sum + a.owed, 0);
  const trialOn = Boolean(trial?.expiresOn && today <= trial.expiresOn);
  const status = paidLeft.length > 0 ? 'paid' : trialOn ? 'trial' : 'ended';
  const firstDay = unlockedToday ? addOffset(today, { days: 1 }) : today;

  return {
    status,
    plan: paidLeft[0]?.e.plan ?? null,
    stories_total: libraryCodes.length,
    stories_unlocked: unlocks.length,
    stories_remaining: remaining,
    trial_stories_remaining: trialLeft,
    stories_available_to_buy: Math.max(0, unowned - owedInAll),
    expires_on:
      status === 'trial'
        ? trial!.expiresOn
        : status === 'paid'
          ? addOffset(firstDay, { days: remaining - 1 })
          : null,
    trial_ends_on: trial?.expiresOn ?? today,
    next_unlock_on: remaining > 0 ? firstDay : null,
    active_plans: [
      ...new Set(paidLeft.map((p) => p.e.plan).filter((p): p is PlanId => p !== null)),
    ],
    next_plan_starts_on: addOffset(firstDay, { days: owedInAll }),
  };
}
