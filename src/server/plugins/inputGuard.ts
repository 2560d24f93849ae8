import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '../../shared/errorCodes';
import { AppError } from './errors';

/**
 * The path of the first value PostgreSQL cannot take, or null: a NUL character in a string (or a
 * key), or a number that is not finite (JSON's `1e309`, or a "1e309" that Ajv coerces to Infinity
 * without applying the integer bounds). Iterative, so a deeply nested body cannot overflow the stack.
 */
function findUnstorableValue(root: unknown, rootPath: string): string | null {
  const stack: [unknown, string][] = [[root, rootPath]];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return path;
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return path;
        stack.push([child, `${path}.${key}`]);
      }
    }
  }
  return null;
}

/** Refuses such values as a validation failure, after schema validation and before any handler. */
export const inputGuardPlugin = fp(
  async (app) => {
    // A synchronous hook: an async one costs a promise and a microtask on every request, even a GET with nothing to check.
    app.addHook('preHandler', (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
      for (const [where, value] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
        const path = findUnstorableValue(value, where);
        if (path) {
          done(new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'Some fields are missing or invalid.', {}, [{ path, message: 'must not contain NUL characters or non-finite numbers' }]));
          return;
        }
      }
      done();
    });
  },
  { name: 'input-guard' },
);
