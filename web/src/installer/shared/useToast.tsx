import { App } from 'antd';
import { useMemo } from 'react';
import { LIMITS } from '@portfolio/contract';

/**
 * Toasts at top-right closing after 1500 ms (spec sections 1 and 9), with their text only: where a
 * save leads on ("View on website", "Add another") is shown on the page (shared/SavedPanel).
 * Needs the antd <App> the dashboard layout renders.
 */
export const useToast = () => {
  const { notification } = App.useApp();
  return useMemo(() => {
    const base = { placement: 'topRight' as const, duration: LIMITS.toastMs / 1000 };
    return {
      success: (text: string) => notification.success({ ...base, title: text }),
      error: (text: string) => notification.error({ ...base, title: text }),
    };
  }, [notification]);
};
