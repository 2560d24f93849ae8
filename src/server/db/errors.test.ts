import { databaseUnavailable } from './errors';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('databaseUnavailable', () => {
  it('knows a database that cannot be reached over TCP or its Unix socket, through drizzle\'s cause', () => {
    expect(databaseUnavailable(wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' })))).toBe(true);
    // A stopped server leaves no socket file behind.
    expect(databaseUnavailable(wrapped(Object.assign(new Error('connect ENOENT /tmp/.s.PGSQL.5432'), { code: 'ENOENT', syscall: 'connect' })))).toBe(true);
    expect(databaseUnavailable(wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })))).toBe(true);
  });

  it('leaves other errors alone: a missing file, a wrong query', () => {
    expect(databaseUnavailable(Object.assign(new Error('ENOENT: no such file or directory, open x'), { code: 'ENOENT', syscall: 'open' }))).toBe(false);
    expect(databaseUnavailable(wrapped(Object.assign(new Error('syntax error'), { code: '42601' })))).toBe(false);
  });
});
