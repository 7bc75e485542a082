import { useCallback, useMemo, useState } from 'react';
import type { Power, Powers, UserSummary } from '@portfolio/contract';

/** A user's changes not yet applied: powers that differ from the stored ones, and the admin flag. */
export interface PendingChange {
  powers?: Partial<Powers>;
  status?: boolean;
}
export type Pending = Record<string, PendingChange>;

const isEmpty = (c: PendingChange) => c.status === undefined && (!c.powers || Object.keys(c.powers).length === 0);

/**
 * The Users screen's pending changes, held per user until applied (spec section 4). A value set back
 * to what is stored is no longer a change. `apply` sends each changed user's powers (updatePowers)
 * and admin flag (updateStatus); a user whose calls succeed is cleared, a failed one keeps its changes.
 */
export const usePendingAccess = (send: (user: UserSummary, change: PendingChange) => Promise<unknown>) => {
  const [pending, setPending] = useState<Pending>({});
  const [applying, setApplying] = useState(false);

  const update = (user: UserSummary, edit: (mine: PendingChange) => void) =>
    setPending((all) => {
      const mine: PendingChange = { ...all[user._id], powers: { ...all[user._id]?.powers } };
      edit(mine);
      const next = { ...all };
      if (isEmpty(mine)) delete next[user._id];
      else next[user._id] = mine;
      return next;
    });

  const setPower = (user: UserSummary, power: Power, value: boolean) =>
    update(user, (mine) => {
      if ((user.powers?.[power] === true) === value) delete mine.powers![power];
      else mine.powers![power] = value;
    });

  const setStatus = (user: UserSummary, value: boolean) =>
    update(user, (mine) => {
      if ((user.status === true) === value) delete mine.status;
      else mine.status = value;
    });

  const forget = useCallback((id: string) => setPending(({ [id]: _gone, ...rest }) => rest), []);

  const apply = async (users: UserSummary[]) => {
    setApplying(true);
    try {
      await Promise.all(
        users
          .filter((u) => pending[u._id])
          .map(async (u) => {
            try {
              await send(u, pending[u._id]);
              forget(u._id);
            } catch (e) {
              // Spec section 8: users screen failures are only logged; the change stays pending.
              console.error(e);
            }
          }),
      );
    } finally {
      setApplying(false);
    }
  };

  const count = useMemo(
    () =>
      Object.values(pending).reduce(
        (n, c) => n + Object.keys(c.powers ?? {}).length + (c.status === undefined ? 0 : 1),
        0,
      ),
    [pending],
  );

  return {
    pending,
    count,
    users: Object.keys(pending).length,
    applying,
    setPower,
    setStatus,
    apply,
    cancel: () => setPending({}),
    forget,
  };
};
