import { App } from 'antd';
import { useMemo } from 'react';
import { LIMITS } from '@portfolio/contract';
import { ToastLinks, type ToastLink } from './ToastLinks';

/** A success toast that leads on stays long enough to follow its links (and while the pointer is on it). */
const LINKS_SECONDS = 10;
let nextKey = 0;

/**
 * Toasts at top-right closing after 1500 ms (spec section 1). A success toast can lead on to the
 * result ("View client · View on website · Add another site"); it then stays 10 seconds.
 * Needs the antd <App> the dashboard layout renders.
 */
export const useToast = () => {
  const { notification } = App.useApp();
  return useMemo(() => {
    const base = { placement: 'topRight' as const, duration: LIMITS.toastMs / 1000 };
    return {
      success: (text: string, links: ToastLink[] = []) => {
        if (!links.length) return notification.success({ ...base, title: text });
        const key = `saved-${++nextKey}`;
        notification.success({
          ...base,
          key,
          duration: LINKS_SECONDS,
          title: text,
          description: <ToastLinks links={links} onFollow={() => notification.destroy(key)} />,
        });
      },
      error: (text: string) => notification.error({ ...base, title: text }),
    };
  }, [notification]);
};
