/**
 * The logo wall's order: staff put the client-logo library in order on the Client Logos
 * screen (`PUT /api/v1/logos/order` with `{ fileNames }`, status users: every stored logo's file
 * name once, as `DELETE /logos/:fileName` names it). `GET /api/v1/logos` and the home page's logo
 * wall follow that order. A new upload goes first, as every logo did before there was an order
 * (newest first), so staff see it at the top of the grid they uploaded it from.
 */

/** Logos the home page's wall shows (the first ones in staff's order). */
export const HOME_LOGO_WALL_MAX = 12;

export const LOGO_ORDER_MESSAGES = {
  orderInvalid: 'Send every logo\u2019s file name in the new order: { "fileNames": ["acme.png", "…"] }.',
  orderRepeated: (fileName: string) =>
    `\u201c${fileName}\u201d is listed more than once: each logo may appear only once in the order.`,
  orderUnknown: (fileName: string) =>
    `\u201c${fileName}\u201d is not a stored logo (it may have been deleted). Reload the Client Logos screen and try again.`,
  orderIncomplete: (stored: number, listed: number) =>
    `The order must list every logo once: ${stored} ${stored === 1 ? 'is' : 'are'} stored, ${listed} listed. Reload the Client Logos screen and try again.`,
  orderSaved: 'Logo order saved.',
  orderFailed: 'The logo order could not be saved.',
} as const;

/** The body of the order call: the file names, or the message saying what is wrong with its shape. */
export const readLogoOrder = (body: unknown): { fileNames: string[] } | { error: string } => {
  const names = (body as { fileNames?: unknown } | null)?.fileNames;
  if (
    !Array.isArray(names) ||
    names.length > 5000 ||
    !names.every((n) => typeof n === 'string' && n.trim() !== '' && n.length <= 300)
  )
    return { error: LOGO_ORDER_MESSAGES.orderInvalid };
  const seen = new Set<string>();
  for (const name of names as string[]) {
    if (seen.has(name)) return { error: LOGO_ORDER_MESSAGES.orderRepeated(name) };
    seen.add(name);
  }
  return { fileNames: names as string[] };
};
