/** Stored paths load from the same origin (`/uploads/...`) or are full URLs already. */
export const mediaUrl = (path: string | null | undefined): string | undefined => (path ? path : undefined);
