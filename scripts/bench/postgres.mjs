// A scratch PostgreSQL database of the benchmark's own, created on the server that
// BENCH_DATABASE_URL / TEST_DATABASE_URL points at and dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export function adminUrlFromEnv(fallback) {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || fallback || null;
}

/** The same server and credentials, another database name. */
export function urlFor(adminUrl, database) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function createScratchDatabase(adminUrl, prefix) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  return {
    name,
    url: urlFor(adminUrl, name),
    drop: async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}
