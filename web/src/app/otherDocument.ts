import type { RouteObject } from 'react-router';

/**
 * A route that leaves this document: the browser loads the address afresh, and the server answers
 * it with the document that owns it (a public page, the dashboard's installer.html). How the public
 * site's and the sign-in screen's builds, on Preact, hand over to the dashboard's, on React for antd.
 */
export const otherDocument = (path: string): RouteObject => ({
  path,
  loader: ({ request }) => {
    // Once: a second assign (signing in navigates, and the signed-in screen redirects as well)
    // would cancel the load already under way and start it again.
    if (!leaving) {
      leaving = true;
      window.location.assign(request.url);
    }
    return new Promise(() => {});
  },
});

let leaving = false;
