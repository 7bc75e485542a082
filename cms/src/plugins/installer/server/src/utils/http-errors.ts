import { errors } from '@strapi/utils';

/** An error that answers with its own status and { message } (rendered by middlewares/api-errors). */
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
