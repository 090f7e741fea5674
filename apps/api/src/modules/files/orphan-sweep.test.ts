import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { medicalRecords, vaccineEntries } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { SAMPLE_PDF } from '../../test/multipart';
import {
  addMedicalRecord,
  entriesOf,
  markGiven,
  parentWithChild,
} from '../take-along/test-helpers';
import { ORPHAN_MIN_AGE_MS, sweepOrphanFiles, sweepOrphanFilesInTurn } from './orphan-sweep';

describe('the orphan file sweep', () => {
  const ctx = useTestApp();
  const root = () => path.join(ctx.env.DATA_DIR, 'files');
  const age = (key: string, ms: number) => {
    const at = new Date(Date.now() - ms);
    fs.utimesSync(path.join(root(), key), at, at);
  };
  const put = (key: string, ms: number) => {
    fs.mkdirSync(path.dirname(path.join(root(), key)), { recursive: true });
    fs.writeFileSync(path.join(root(), key), SAMPLE_PDF);
    age(key, ms);
  };
  const exists = (key: string) => fs.existsSync(path.join(root(), key));

  it('removes old files no row points at and old half-written ones; keeps young files and every referenced one', async () => {
    const { parent, childId } = await parentWithChild(ctx, {
      name: 'Ira',
      dob: '2025-06-01',
      gender: 'girl',
    });
    const record = await addMedicalRecord(ctx, parent, childId, 'Check-up', {
      name: 'report.pdf',
      type: 'application/pdf',
      data: SAMPLE_PDF,
    });
    const [row] = await ctx.database.db
      .select()
      .from(medicalRecords)
      .where(eq(medicalRecords.id, record.id));
    const entry = (await entriesOf(ctx, parent, childId)).get('BCG')!;
    await markGiven(ctx, parent, entry.id, '2025-06-02', {
      name: 'card.pdf',
      type: 'application/pdf',
      data: SAMPLE_PDF,
    });
    const [vaccine] = await ctx.database.db
      .select()
      .from(vaccineEntries)
      .where(eq(vaccineEntries.id, entry.id));

    const old = ORPHAN_MIN_AGE_MS + 60_000;
    age(row!.fileKey, old);
    age(vaccine!.fileKey!, old);
    const orphan = `${parent.id}/${randomUUID()}.pdf`;
    const young = `${parent.id}/${randomUUID()}.pdf`;
    const halfWritten = `${parent.id}/${randomUUID()}.pdf.4242.tmp`;
    const lonely = `${randomUUID()}/${randomUUID()}.jpg`;
    put(orphan, old);
    put(young, 60_000);
    put(halfWritten, old);
    put(lonely, old);

    expect(await sweepOrphanFiles(ctx.deps)).toEqual({ removed: 3 });
    expect([exists(orphan), exists(halfWritten), exists(lonely)]).toEqual([false, false, false]);
    expect([exists(row!.fileKey), exists(vaccine!.fileKey!), exists(young)]).toEqual([
      true,
      true,
      true,
    ]);
    // The folder of a parent whose only file was an orphan goes with it.
    expect(fs.existsSync(path.join(root(), path.dirname(lonely)))).toBe(false);
    expect(await sweepOrphanFiles(ctx.deps)).toEqual({ removed: 0 });
  });

  it("sweeps at every server's turn: the folder is this server's own", async () => {
    for (let turn = 0; turn < 2; turn += 1) {
      const orphan = `${randomUUID()}/${randomUUID()}.pdf`;
      put(orphan, ORPHAN_MIN_AGE_MS + 60_000);
      expect(await sweepOrphanFilesInTurn(ctx.deps)).toEqual({ removed: 1 });
      expect(exists(orphan)).toBe(false);
    }
  });
});
