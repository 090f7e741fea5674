import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { toPublicUser } from './users-repository';

/** The parent may change their name; e-mail is never editable (docs/product/sessions-and-sign-in.md). */
export async function updateProfile(
  deps: AppDeps,
  userId: string,
  input: { firstName: string; lastName: string },
) {
  const [row] = await deps.database.db
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: deps.clock.now() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw AppError.unauthenticated();
  return { message: 'Profile updated successfully', user: toPublicUser(row) };
}
