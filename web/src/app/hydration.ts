import type { HydrationState } from 'react-router';

/** The <script type="application/json"> holding the server's loader data (no inline script: CSP). */
export const HYDRATION_DATA_ID = 'route-data';
/** The <script type="application/json"> listing the page's route modules, preloaded when hydration starts. */
export const ROUTE_MODULES_ID = 'route-modules';

interface SerializedError {
  __error: true;
  message: string;
  status?: number;
}

/** Loader errors travel as plain objects; the error boundary only needs a message and a status. */
export const serializeHydrationData = (state: HydrationState): HydrationState => ({
  loaderData: state.loaderData,
  actionData: state.actionData,
  errors: state.errors
    ? Object.fromEntries(
        Object.entries(state.errors).map(([id, e]) => [
          id,
          {
            __error: true,
            message: 'This page could not be loaded.',
            status: (e as { status?: number })?.status,
          } satisfies SerializedError,
        ]),
      )
    : null,
});

export const reviveHydrationData = (state: HydrationState): HydrationState => ({
  ...state,
  errors: state.errors
    ? Object.fromEntries(
        Object.entries(state.errors).map(([id, e]) => [
          id,
          Object.assign(new Error((e as SerializedError).message), { status: (e as SerializedError).status }),
        ]),
      )
    : null,
});
