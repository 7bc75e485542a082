import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { MESSAGES } from '@portfolio/contract';

/**
 * Asks before a dashboard form or modal with unsaved input is left: a navigation inside the app (a
 * nav link, the back button) waits for "Leave" in a confirm dialog, through React Router's blocker;
 * closing or reloading the tab gets the browser's own prompt (beforeunload). Returns a function
 * that lets the next navigation through, for a form that navigates away after saving. Leaving
 * because the session ended (logout, a 401) is never held: `state: SESSION_ENDED`.
 */
export const SESSION_ENDED = { sessionEnded: true } as const;

export const useUnsavedChanges = (dirty: boolean) => {
  const { modal } = App.useApp();
  const letThrough = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !letThrough.current &&
      !(nextLocation.state as { sessionEnded?: boolean } | null)?.sessionEnded &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = modal.confirm({
      title: 'Unsaved changes',
      content: MESSAGES.unsavedChanges,
      okText: 'Leave',
      okButtonProps: { danger: true },
      cancelText: 'Stay',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
    return () => dialog.destroy();
  }, [blocker, modal]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return useCallback(() => {
    letThrough.current = true;
  }, []);
};
