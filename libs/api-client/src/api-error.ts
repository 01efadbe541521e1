import type { ApiErrorBody } from '@levita/contracts';

/** A failed call, normalised: status plus the API's `{error, message, errors}` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly errors: ApiErrorBody['errors'];

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.error = body.error;
    this.errors = body.errors;
  }
}
