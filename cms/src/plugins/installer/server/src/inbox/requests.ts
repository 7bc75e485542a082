import { badRequest } from '../utils/http-errors';

/**
 * What the two staff inboxes (enquiries and job applications) read from a request the same way.
 * A refusal is a 400 with the inbox's own message, and nothing is stored.
 */

/**
 * The text of a note or reply on an inbox row: trimmed, with the line ends as `\n`. Empty is refused
 * with `required`, longer than `max` characters with `tooLong` (the contract's messages).
 */
export const threadText = (
  body: Record<string, unknown>,
  { max, required, tooLong }: { max: number; required: string; tooLong: string },
) => {
  const text = typeof body.text === 'string' ? body.text.trim().replace(/\r\n?/g, '\n') : '';
  if (!text) throw badRequest(required);
  if (text.length > max) throw badRequest(tooLong);
  return text;
};

/**
 * A page of an inbox list (`page`, `pageSize`): the query's numbers, `fallback` when not sent, at most
 * `maxSize` rows; anything but a whole number from 1 is refused with `message`.
 */
export const listPage = (
  query: Record<string, unknown>,
  { defaultSize, maxSize, message }: { defaultSize: number; maxSize: number; message: string },
) => {
  const positiveInt = (value: unknown, fallback: number) => {
    const raw = Array.isArray(value) ? value[0] : value;
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw badRequest(message);
    return n;
  };
  return { page: positiveInt(query.page, 1), pageSize: Math.min(positiveInt(query.pageSize, defaultSize), maxSize) };
};
