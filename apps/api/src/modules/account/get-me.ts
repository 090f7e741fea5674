import type { MeResponse } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { countChildren } from '../children/children-repository';
import { findUserById, toPublicUser } from './users-repository';

export async function getMe(deps: AppDeps, userId: string): Promise<MeResponse> {
  const user = await findUserById(deps.database.db, userId);
  if (!user) throw AppError.unauthenticated();
  return {
    user: toPublicUser(user),
    children_count: await countChildren(deps.database.db, userId),
    contact_verified: user.contactVerified,
  };
}
