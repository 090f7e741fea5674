/** Drizzle wraps driver errors; the Postgres code sits on the cause (`err.cause.code`). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const candidates = [err, (err as { cause?: unknown })?.cause];
  return candidates.some((e) => {
    const pgErr = e as { code?: string; constraint?: string } | undefined;
    return pgErr?.code === '23505' && (!constraint || pgErr.constraint === constraint);
  });
}
