import { ApiError } from '../../api/http';

/** The server's `{ message }` when the request reached it, else the screen's fallback text. */
export const serverMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status > 0 && error.message && !/^Request failed \(\d+\)$/.test(error.message)
    ? error.message
    : fallback;
