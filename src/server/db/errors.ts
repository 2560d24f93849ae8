/** PostgreSQL's unique-violation, with the constraint or index that was hit. */
export function uniqueViolation(err: unknown): string | null {
  // drizzle wraps the driver error in `cause`.
  for (let e: unknown = err, i = 0; e && i < 3; e = (e as { cause?: unknown }).cause, i++) {
    const pg = e as { code?: string; constraint?: string };
    if (pg.code === '23505') return pg.constraint ?? '';
  }
  return null;
}
