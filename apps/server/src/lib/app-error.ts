import type { ErrorCode, FieldError } from '@portal/domain';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** An expected failure: the error handler turns it into the one error envelope. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldError[],
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export function validationError(field: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', message, [{ field, message }]);
}
