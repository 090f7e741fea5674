import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { appSecrets } from '../db/schema';
import { createTestDatabase } from '../test/database';
import { loadAppSecret } from './app-secret';

describe('loadAppSecret', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('creates one secret per name, shared by concurrent first callers, and keeps it', async () => {
    const [a, b] = await Promise.all([
      loadAppSecret(handle.db, 'test_key'),
      loadAppSecret(handle.db, 'test_key'),
    ]);
    expect(a).toBe(b);
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(await loadAppSecret(handle.db, 'other_key')).not.toBe(a);
    const rows = await handle.db.select().from(appSecrets);
    expect(rows.filter((r) => r.name === 'test_key')).toHaveLength(1);
  });
});
