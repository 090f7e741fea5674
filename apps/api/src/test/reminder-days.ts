import { and, asc, eq } from 'drizzle-orm';
import { devOutbox } from '../db/schema';
import { sendDueReminders } from '../modules/reminders/send-due';
import { sweepReminders } from '../modules/reminders/sweep';
import type { TestContext } from './app';
import type { TestParent } from './factories';

/** Days of reminders as a worker lives them: each day's sweep, then one send pass. */
export function reminderDays(ctx: TestContext) {
  return {
    /** 10:00 in India on a day (04:30 UTC): sweep, then one worker pass. */
    async runDay(date: string, hourUtc = '04:30') {
      ctx.clock.set(`${date}T${hourUtc}:00.000Z`);
      await sweepReminders(ctx.database.db, { now: ctx.clock.now() });
      return sendDueReminders(ctx.deps);
    },
    /** The reminder texts a parent's number has been sent, oldest first. */
    async outboxOf(parent: TestParent) {
      const rows = await ctx.database.db
        .select()
        .from(devOutbox)
        .where(and(eq(devOutbox.to, parent.contactNumber!), eq(devOutbox.kind, 'reminder')))
        .orderBy(asc(devOutbox.id));
      return rows.map((r) => r.text);
    },
  };
}
