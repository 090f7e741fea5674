// `npm run worker`: sweeps and sends reminders in a process of its own, until SIGTERM/SIGINT.
// Runs beside servers on PostgreSQL (set REMINDER_WORKER=off on them if only workers should
// send); PGlite allows one process, so there the server's own worker does the job.
import { EnvError } from './env';
import { runWorkerProcess } from './modules/reminders/worker-process';

runWorkerProcess().catch((err: unknown) => {
  console.error(
    err instanceof EnvError
      ? err.message
      : `The reminder worker could not start: ${(err as Error).message}`,
  );
  process.exit(1);
});
