// `npm run deletions:replay`: after restoring a backup of the database, deletes again every
// account deleted since (the deletion ledger, kept outside the database), before the servers
// start (docs/operations.md, "Backups and restore"). Run it with the servers' settings:
// APP_SECRET, DATABASE_URL or DATA_DIR, STORAGE and S3_*, DELETION_LEDGER_DIR. Running it
// again, or on a database that was never restored, deletes nothing.
import { openDatabase } from './db/open';
import { postgresOptionsFromEnv } from './db/postgres-options';
import { runMigrations } from './db/migrate';
import { createFileStorage } from './adapters/storage';
import { EnvError, parseEnv } from './env';
import { useAppSecretFromEnvironment } from './lib/app-secret';
import { createDeletionLedger } from './modules/account/deletion-ledger';
import { replayDeletions } from './modules/account/replay-deletions';

async function main() {
  const env = parseEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    postgres: postgresOptionsFromEnv(env),
  });
  try {
    // A backup from before the latest migrations is brought up to them, as a server would.
    await runMigrations(database);
    // Only what the replay touches: the servers' other dependencies (stories, Redis…) are not opened.
    if (env.APP_SECRET) useAppSecretFromEnvironment(database.db, env.APP_SECRET);
    const deletionLedger = createDeletionLedger(env);
    console.log(`Replaying the deletion ledger in ${deletionLedger.where}…`);
    const report = await replayDeletions({
      database,
      storage: createFileStorage(env),
      deletionLedger,
    });
    console.log(
      `${report.entries} deletion(s) in the ledger: ${report.accounts} account(s) and ` +
        `${report.numberRows} row(s) naming their numbers were in the database again, and are deleted.`,
    );
    if (report.underOtherKey > 0)
      console.warn(
        `${report.underOtherKey} entry(ies) were hashed under another key (APP_SECRET changed, or a ` +
          'database key lost with the restore): their accounts are deleted by id, but rows naming only ' +
          'their numbers are not found by hash (they expire within 7 days; docs/operations.md, "Retention").',
      );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(
    err instanceof EnvError ? err.message : `The replay failed: ${(err as Error).message}`,
  );
  process.exit(1);
});
