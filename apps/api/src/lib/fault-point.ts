/**
 * Named moments where a fault test stops the server (apps/api/src/test/fault). When
 * TIKA_FAULT_POINT names this point, outside production, the request says so on stderr and
 * waits forever there, so the test can SIGKILL the process at exactly that moment. Unset (and
 * always in production) it is a no-op.
 */
export async function faultPoint(name: string): Promise<void> {
  if (process.env.NODE_ENV === 'production' || process.env.TIKA_FAULT_POINT !== name) return;
  process.stderr.write(`tika fault point reached: ${name}\n`);
  await new Promise<never>(() => undefined);
}
