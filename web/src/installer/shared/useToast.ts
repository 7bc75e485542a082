import { App } from 'antd';
import { useMemo } from 'react';
import { LIMITS } from '@portfolio/contract';

/** Toasts at top-right closing after 1500 ms (spec section 1). Needs the antd <App> the dashboard layout renders. */
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
