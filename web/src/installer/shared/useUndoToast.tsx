import { App, Button } from 'antd';
import { useCallback } from 'react';
import { LIMITS, TRASH } from '@portfolio/contract';
import { restoreTrash } from '../../api/trash';
import { serverMessage } from './errors';
import { TEXT } from './texts';

/**
 * The success toast of a removal: it stays 10 seconds and offers Undo, which restores the item
 * the removal moved to the Trash (the server lets the remover do that). Undo closes the toast at once
 * (and calls `onUndone`, for a screen that said "deleted" elsewhere too); a short "Restored." follows.
 * Needs the layout's antd <App>.
 */
export const useUndoToast = () => {
  const { notification } = App.useApp();
  return useCallback(
    (text: string, trashId: string | undefined, onUndone?: () => void) => {
      const base = { placement: 'topRight' as const };
      const brief = { ...base, duration: LIMITS.toastMs / 1000 };
      if (!trashId) return notification.success({ ...brief, title: text });
      const key = `undo-${trashId}`;
      const undo = async () => {
        notification.destroy(key);
        onUndone?.();
        try {
          const { message } = await restoreTrash(trashId);
          notification.success({ ...brief, title: message });
        } catch (e) {
          console.error(e);
          notification.error({ ...brief, title: serverMessage(e, TEXT.undoFailed) });
        }
      };
      notification.success({
        ...base,
        key,
        title: text,
        description: TEXT.inTrash,
        duration: TRASH.undoMs / 1000,
        actions: (
          <Button type="primary" size="small" onClick={undo}>
            Undo
          </Button>
        ),
      });
    },
    [notification],
  );
};
