import type { HandoverResponse } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { planHandovers } from './hand-over-children';

/**
 * What the delete-account confirmation asks: for each child this parent added, the caregiver
 * who would take it over (the label the family knows them by), or null when it would be deleted.
 */
export async function getHandover(deps: AppDeps, userId: string): Promise<HandoverResponse> {
  const plan = await planHandovers(deps.database.db, userId);
  return {
    children: plan.map((p) => ({
      child_id: p.childId,
      name: p.name,
      caregiver: p.caregiver && { user_id: p.caregiver.userId, label: p.caregiver.label },
    })),
  };
}
