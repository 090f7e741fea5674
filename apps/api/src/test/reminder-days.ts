import { and, asc, eq } from 'drizzle-orm';
import { devOutbox } from '../db/schema';
import { sendDueReminders } from '../modules/reminders/send-due';
import { sweepReminders } from '../modules/reminders/sweep';
import type { TestContext } from './app';
import type { TestParent } from './factories';
import { multipart } from './multipart';

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
    /** Marks a vaccine given today by the app's clock, as the page does (multipart). */
    markGiven(parent: TestParent, entryId: string) {
      const body = multipart({
        vaccine_id: entryId,
        status: 'complete',
        // These tests are about reminders, not the dose's timing: whatever the date, it is kept.
        confirm_early: 'true',
        vaccinated_on: ctx.clock.now().toISOString().slice(0, 10),
        comment: '',
      });
      return ctx.app.inject({
        method: 'POST',
        url: '/api/vaccinetracker/dashboard/',
        headers: { ...parent.headers, ...body.headers },
        payload: body.payload,
      });
    },
  };
}
