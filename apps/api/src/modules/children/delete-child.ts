import { count, eq } from 'drizzle-orm';
import { CHILD_DELETED_MESSAGE, ONLY_CHILD_MESSAGE } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { children } from '../../db/schema';
import { fileKeysOf } from '../files/file-keys';
import { AppError } from '../../errors';
import { findChild, followsChild } from './children-repository';
import { pruneQueuedReminders, reminderRecipientsOf } from '../reminders/cancel';

/**
 * Deletes a child with every record (rows cascade), then their files. The last child cannot
 * go: the parent's user lock makes the count and the delete one step under concurrency.
 */
export async function deleteChild(deps: AppDeps, userId: string, childId: string) {
  const { db } = deps.database;
  const child = await findChild(db, userId, childId, 'own');
  // Read before the child's members go with it: their days' messages may be left empty too.
  const reminded = await reminderRecipientsOf(db, child.id);
  const keys = await db.transaction(async (tx) => {
    await tx
      .select({ id: children.id })
      .from(children)
      .where(eq(children.userId, userId))
      .for('update');
    // Children followed as family count too: a parent who follows one still has a dashboard.
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(children)
      .where(followsChild(userId));
    if (n <= 1) throw AppError.conflict(ONLY_CHILD_MESSAGE, 'only_child');
    const fileKeys = await fileKeysOf(tx, { childId: child.id });
    await tx.delete(children).where(eq(children.id, child.id));
    return fileKeys;
  });
  // The child's reminder items went with its entries; a day's message left empty is cancelled.
  await pruneQueuedReminders(db, reminded);
  await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => undefined)));
  return { message: CHILD_DELETED_MESSAGE };
}
