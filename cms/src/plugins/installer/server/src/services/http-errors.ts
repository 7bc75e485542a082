import fs from 'fs/promises';
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

/**
 * formidable's temporary files: Strapi only deletes those of a field named `files`, so the
 * installer's fields (photos, video, logo, ...) are removed here once the request is handled.
 */
const discardUploads = async (ctx: any) => {
  const files = Object.values(ctx.request?.files ?? {}).flat() as Array<{ filepath?: string }>;
  await Promise.all(files.map((f) => (typeof f?.filepath === 'string' ? fs.rm(f.filepath, { force: true }).catch(() => undefined) : undefined)));
};

/**
 * Wraps a controller action so an HttpError becomes its status and { message }, and the request's
 * temporary upload files are deleted afterwards.
 */
export const respond =
  <C extends { status: number; body: unknown }>(action: (ctx: C) => Promise<void>) =>
  async (ctx: C) => {
    try {
      await action(ctx);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      ctx.status = error.status;
      ctx.body = { message: error.message };
    } finally {
      await discardUploads(ctx);
    }
  };
