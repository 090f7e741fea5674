import fs from 'node:fs';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIMITS, STORAGE_QUOTA_BYTES } from '@tika/contract';
import { createFileStorage } from '../../adapters/storage';
import { medicalRecords, vaccineEntries } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { createParentWithChild } from '../../test/factories';
import { multipart, pdfOfSize } from '../../test/multipart';

const COMPLETIONS = 6;
const PRESCRIPTION = pdfOfSize(LIMITS.pdfMaxBytes);

/**
 * Stores files as usual, but holds each one until all the completions have stored theirs: so
 * every one of them has passed the quota check made before writing, and only the check in the
 * row's transaction stands between them and the quota.
 */
function storageWaitingForAll(base: ReturnType<typeof createFileStorage>) {
  const arrived: Array<() => void> = [];
  const putFile = base.putFile.bind(base);
  base.putFile = async (...args) => {
    await putFile(...args);
    await new Promise<void>((resolve) => {
      arrived.push(resolve);
      if (arrived.length === COMPLETIONS) arrived.forEach((go) => go());
    });
  };
  return base;
}

describe('prescriptions and the storage quota', () => {
  const ctx = useTestApp({
    // Every completion reads its upload at once (the default lets a parent have 2).
    env: { UPLOAD_CONCURRENCY_PER_PARENT: String(COMPLETIONS) },
    deps: ({ env }) => ({ storage: storageWaitingForAll(createFileStorage(env)) }),
  });
  const storedFiles = () => {
    const root = path.join(ctx.env.DATA_DIR, 'files');
    return fs.existsSync(root)
      ? fs
          .readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => `${path.basename(e.parentPath)}/${e.name}`)
          .sort()
      : [];
  };

  it('takes the quota atomically: of six 5 MB prescriptions at once with room for two, two are kept', async () => {
    const { parent, childId } = await createParentWithChild(ctx, { dob: '2026-09-01' });
    // Earlier files: all of the quota but room for two prescriptions.
    await ctx.database.db.insert(medicalRecords).values({
      childId,
      purpose: 'old scans',
      note: 'x',
      fileKey: `${parent.id}/earlier.pdf`,
      fileType: 'application/pdf',
      fileName: 'scans.pdf',
      fileSize: STORAGE_QUOTA_BYTES - 2 * PRESCRIPTION.length,
    });
    const board = await ctx.app.inject({
      method: 'GET',
      url: `/api/vaccinetracker/dashboard/?child_id=${childId}`,
      headers: parent.headers,
    });
    const due = (board.json().missed_vaccines as Array<{ id: string }>).slice(0, COMPLETIONS);
    expect(due).toHaveLength(COMPLETIONS);

    const answers = await Promise.all(
      due.map((entry) => {
        const body = multipart(
          {
            vaccine_id: entry.id,
            status: 'complete',
            vaccinated_on: '2026-11-20',
            comment: '',
            // Whether each dose counts on that day is not what this test is about.
            confirm_early: 'true',
          },
          { field: 'prescription', name: 'rx.pdf', type: 'application/pdf', data: PRESCRIPTION },
        );
        return ctx.app.inject({
          method: 'POST',
          url: '/api/vaccinetracker/dashboard/',
          headers: { ...parent.headers, ...body.headers },
          payload: body.payload,
        });
      }),
    );

    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses, answers.map((res) => res.body).join('\n')).toEqual([
      200, 200, 413, 413, 413, 413,
    ]);
    for (const refused of answers.filter((res) => res.statusCode === 413))
      expect(refused.json().code).toBe('quota_exceeded');
    // Exactly the kept prescriptions' files are stored: the refused ones' were removed.
    const kept = await ctx.database.db
      .select({ fileKey: vaccineEntries.fileKey, status: vaccineEntries.status })
      .from(vaccineEntries)
      .where(isNotNull(vaccineEntries.fileKey));
    expect(kept).toHaveLength(2);
    expect(storedFiles()).toEqual(kept.map((row) => row.fileKey).sort());
    const refusedIds = due
      .filter((_, i) => answers[i]!.statusCode === 413)
      .map((entry) => entry.id);
    for (const id of refusedIds) {
      const [row] = await ctx.database.db
        .select({ status: vaccineEntries.status })
        .from(vaccineEntries)
        .where(eq(vaccineEntries.id, id));
      expect(row!.status).toBe('pending');
    }
  });
});
