import { MESSAGES } from '@portfolio/contract';
import { ApiError } from '../../api/http';

/** The server's `{ message }` when the request reached it, else the screen's fallback text. */
export const serverMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status > 0 && error.message && !/^Request failed \(\d+\)$/.test(error.message)
    ? error.message
    : fallback;

/** A 401 because the session went unused for too long (SESSION_IDLE_HOURS), not because nobody signed in. */
export const isIdleSignOut = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401 && error.message === MESSAGES.signedOutIdle;
