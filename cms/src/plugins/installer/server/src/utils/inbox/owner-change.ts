import type { Context } from 'koa';
import type { UserRow } from '../../services/users';
import type { OwnerRow } from './rows';
import { staffOf } from './requests';

/** Whether `next` (undefined: not sent; null: nobody) changes who owns the row. */
export const changesOwner = (row: { owner?: OwnerRow | null }, next: UserRow | null | undefined): next is UserRow | null =>
  next !== undefined && (next?.id ?? null) !== (row.owner?.id ?? null);

/**
 * What follows an owner change on an inbox row: the audit log records from whom to whom, and the new
 * owner is emailed, unless they chose themselves.
 */
export const afterOwnerChange = async (
  ctx: Context,
  row: { owner?: OwnerRow | null },
  next: UserRow | null,
  { audit, notify }: { audit: (summary: { from: string | null; to: string | null }) => Promise<unknown>; notify: (owner: UserRow) => Promise<unknown> },
) => {
  await audit({ from: row.owner?.email ?? null, to: next?.email ?? null });
  if (next && next.id !== staffOf(ctx)?.id) await notify(next);
};
