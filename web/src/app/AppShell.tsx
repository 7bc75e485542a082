import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Loading } from '../shared/Loading';
import { useBlockContextMenu, useBrokenImageFallback, useScrollToTopOnNavigate } from '../shared/useAppBehaviours';

/** Wraps every route: the behaviours of spec section 1 and the lazy-loading indicator. */
export const AppShell = () => {
  useScrollToTopOnNavigate();
  useBlockContextMenu();
  useBrokenImageFallback();
  return (
    <Suspense fallback={<Loading />}>
      <Outlet />
    </Suspense>
  );
};
