/** Codes the client itself produces, next to the server's ERROR_CODES. */
export const CLIENT_ERROR_CODES = { NETWORK: 'NETWORK', UNKNOWN: 'UNKNOWN' } as const;

/** A failed API call: the problem+json body mapped, or a network failure (code NETWORK). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string | undefined;
  readonly fieldErrors: readonly { path: string; message: string }[];
  /** The problem+json body as received (e.g. VERSION_CONFLICT's currentVersion and current); undefined when none. */
  readonly problem: Readonly<Record<string, unknown>> | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    detail?: string;
    fieldErrors?: readonly { path: string; message: string }[];
    problem?: Readonly<Record<string, unknown>>;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.fieldErrors = init.fieldErrors ?? [];
    this.problem = init.problem;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
