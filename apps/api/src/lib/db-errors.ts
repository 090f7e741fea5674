/** Drizzle wraps driver errors; the Postgres code sits on the cause (DESIGN.md §5). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const candidates = [err, (err as { cause?: unknown })?.cause];
  return candidates.some((e) => {
    const pgErr = e as { code?: string; constraint?: string } | undefined;
    return pgErr?.code === '23505' && (!constraint || pgErr.constraint === constraint);
  });
}
