import { useCallback, useEffect, useState } from 'react';

/**
 * A public form's one-use token (the enquiry and job-application forms): the one the server put in
 * the page, or one asked for once the page runs in the browser; `refreshToken` asks for the next
 * after a submit used it. `hydrated`: the form is live in the browser (its script-only parts show).
 */
export const useFormToken = (initialToken: string | undefined, ask: () => Promise<{ token: string }>) => {
  const [token, setToken] = useState(initialToken ?? '');
  const [hydrated, setHydrated] = useState(false);
  const refreshToken = useCallback(
    () =>
      ask()
        .then((r) => setToken(r.token))
        .catch(() => undefined),
    [ask],
  );
  useEffect(() => {
    setHydrated(true);
    if (!initialToken) void refreshToken();
  }, [initialToken, refreshToken]);
  return { token, hydrated, refreshToken };
};
