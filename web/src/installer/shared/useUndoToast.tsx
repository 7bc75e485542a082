import { App } from 'antd';
import { useCallback } from 'react';
import { LIMITS } from '@portfolio/contract';
import { restoreTrash } from '../../api/trash';
import { serverMessage } from './errors';
import { TEXT } from './texts';
import { useUndoNotice } from './UndoNotice';

/**
 * The success toast of a removal (its text, closing after 1500 ms like every toast, spec sections 1
 * and 9), and above the screen an undo panel that offers Undo until the next removal or screen:
 * Undo restores the item the removal moved to the Trash (the server lets the remover do that),
 * closes the panel (and calls `onUndone`, for a screen that said "deleted" elsewhere too); a short
 * "Restored." toast follows. Needs the layout's antd <App> and undo panel (dashboard/DashboardLayout).
 */
export const useUndoToast = () => {
  const { notification } = App.useApp();
  const showUndo = useUndoNotice();
  return useCallback(
    (text: string, trashId: string | undefined, onUndone?: () => void) => {
      const brief = { placement: 'topRight' as const, duration: LIMITS.toastMs / 1000 };
      notification.success({ ...brief, title: text });
      if (!trashId) return showUndo(null);
      showUndo({
        undo: async () => {
          showUndo(null);
          onUndone?.();
          try {
            const { message } = await restoreTrash(trashId);
            notification.success({ ...brief, title: message });
          } catch (e) {
            console.error(e);
            notification.error({ ...brief, title: serverMessage(e, TEXT.undoFailed) });
          }
        },
      });
    },
    [notification, showUndo],
  );
};
