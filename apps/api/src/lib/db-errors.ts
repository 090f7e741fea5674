/**
 * The database could not serve the request at all: no connection free within the pool's
 * timeout, the connection refused or lost, the statement timeout, the server shutting down.
 * Not the request's fault, and it may well work in a moment: 503, never a 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const candidates = [err, (err as { cause?: unknown })?.cause];
  return candidates.some((e) => {
    const { code, message } = (e ?? {}) as { code?: string; message?: string };
    if (typeof code === 'string') {
      // 08: connection exception; 57014: statement timeout; 57P01–57P03: shutdown, cannot connect now.
      if (code.startsWith('08') || ['57014', '57P01', '57P02', '57P03'].includes(code)) return true;
      if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(code)) return true;
    }
    // pg-pool's own errors carry no code.
    return /timeout exceeded when trying to connect|Connection terminated/i.test(message ?? '');
  });
}

/** Drizzle wraps driver errors; the Postgres code sits on the cause (`err.cause.code`). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const candidates = [err, (err as { cause?: unknown })?.cause];
  return candidates.some((e) => {
    const pgErr = e as { code?: string; constraint?: string } | undefined;
    return pgErr?.code === '23505' && (!constraint || pgErr.constraint === constraint);
  });
}
