import { type ErrorBody, type ErrorCode, errorCatalogue, messages } from '@badal/contracts';

/** An error the BFF answers in the catalogue's shape (architecture §7). */
export class BffError extends Error {
  override name = 'BffError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  /** Seconds the client should wait before trying again (429, 503): sent as Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    options: { message?: string; status?: number; fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    const entry = errorCatalogue[code];
    super(options.message ?? messages[entry.messageKey].en);
    this.code = code;
    this.status = options.status ?? entry.status;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

export const isBffError = (e: unknown): e is BffError => e instanceof BffError;
