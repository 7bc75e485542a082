import { errors } from '@strapi/utils';

/**
 * An error that answers with its own status and { message }. Controllers render it themselves
 * (see `respond`), so field-specific 413 messages survive the generic 413 text of api-errors.
 */
export class HttpError extends errors.ApplicationError {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message, { status });
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooLarge = (message: string) => new HttpError(413, message);
export const unsupportedType = (message: string) => new HttpError(415, message);

/** Wraps a controller action so an HttpError becomes its status and { message }. */
export const respond =
  <C extends { status: number; body: unknown }>(action: (ctx: C) => Promise<void>) =>
  async (ctx: C) => {
    try {
      await action(ctx);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      ctx.status = error.status;
      ctx.body = { message: error.message };
    }
  };
