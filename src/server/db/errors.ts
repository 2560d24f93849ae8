/** PostgreSQL's unique-violation, with the constraint or index that was hit. */
export function uniqueViolation(err: unknown): string | null {
  // drizzle wraps the driver error in `cause`.
  for (let e: unknown = err, i = 0; e && i < 3; e = (e as { cause?: unknown }).cause, i++) {
    const pg = e as { code?: string; constraint?: string };
    if (pg.code === '23505') return pg.constraint ?? '';
  }
  return null;
}

/** Errors that mean the database cannot be reached or did not answer in time, not that a query was wrong. */
const UNAVAILABLE_CODES = new Set([
  // The socket: refused, reset, timed out, unreachable.
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN',
  // PostgreSQL: shutting down, starting up, too many connections, connection exceptions, statement timeout.
  '57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006', '57014',
]);
const UNAVAILABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended|Client was closed)/;

export function databaseUnavailable(err: unknown): boolean {
  // drizzle wraps the driver error in `cause`.
  for (let e: unknown = err, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    const { code, message, syscall } = e as { code?: unknown; message?: unknown; syscall?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    // Over a Unix socket a stopped server has no socket file left to connect to.
    if (code === 'ENOENT' && syscall === 'connect') return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}
