import { useState, type CSSProperties, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { mutate } from 'swr';
import { API, MESSAGES, NEXT_PARAM, accentTokens, readAccent, safeNextPath } from '@portfolio/contract';
import { useCurrentUser, useSiteInfo } from '../../../api/reads';
import { needsCode } from '../api/two-factor';
import { login } from '../api/users';
import { CodeStep } from '../two-factor/CodeStep';
import { Loading } from '../../../shared/Loading';
import { isIdleSignOut, serverMessage } from '../../shared/errors';
import { DASHBOARD_HOME } from '../../shared/access';
import './login.css';
import { TEXT } from '../../shared/texts';

/**
 * /installer: sign in; a signed-in visitor goes straight to the dashboard (spec section 2). It says
 * why the user is here when the session ended after inactivity, or after "Sign out everywhere".
 * `?next=/installer/dashboard/…` (a staff email's link) is where it goes instead, after the
 * sign-in (both steps) or at once when already signed in; only a same-site path under /installer/
 * is followed (contract safeNextPath), anything else is ignored.
 * Plain HTML and CSS, no antd: the sign-in screen loads a fraction of the dashboard's JavaScript.
 */
const LoginPage = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const target = safeNextPath(params.get(NEXT_PARAM)) ?? DASHBOARD_HOME;
  const { user, isLoading, error: sessionError } = useCurrentUser();
  const notice =
    (location.state as { notice?: string } | null)?.notice ??
    (isIdleSignOut(sessionError) ? MESSAGES.signedOutIdle : undefined);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Two-factor: the password was right, a code is asked next.
  const [codeStep, setCodeStep] = useState(false);
  // The firm's name and accent colour (Site settings), as the dashboard shows them, once they load.
  const { site } = useSiteInfo();
  const accent = readAccent(site?.accentColor);
  const tokens = accent ? accentTokens(accent) : null;
  const look = tokens
    ? ({ '--login-accent': tokens.colorPrimary, '--login-accent-dark': tokens.colorPrimaryHover } as CSSProperties)
    : undefined;

  if (user) return <Navigate to={target} replace />;
  if (isLoading) return <Loading />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!email.trim() || !password) {
      setError(MESSAGES.emailPasswordRequired);
      return;
    }
    setBusy(true);
    try {
      const res = await login(email.trim(), password);
      if (needsCode(res)) {
        setCodeStep(true);
        setBusy(false);
        return;
      }
      await mutate(API.getUser, { user: res.user }, { revalidate: false });
      navigate(target, { replace: true });
    } catch (e) {
      setError(serverMessage(e, TEXT.unexpected));
      setBusy(false);
    }
  };

  return (
    <main className="login" style={look}>
      <div className="login__card">
        {site?.companyName && (
          <p className="login__brand">
            <span className="login__mark" aria-hidden="true">
              {site.logo ? <img src={site.logo.url} alt="" width={32} height={32} /> : site.companyName.charAt(0)}
            </span>
            {site.companyName}
          </p>
        )}
        <h2 className="login__title">Sign in</h2>
        {notice && !error && (
          <p className="login__notice" role="status">
            {notice}
          </p>
        )}
        {error && (
          <p className="login__error" role="alert">
            {error}
          </p>
        )}
        {codeStep ? (
          <CodeStep
            onSignedIn={() => navigate(target, { replace: true })}
            onRestart={(message) => {
              setCodeStep(false);
              setError(message);
            }}
          />
        ) : (
          <>
            <form onSubmit={onSubmit} noValidate>
              <label className="login__field">
                <span>Email</span>
                <input
                  type="email"
                  name="email"
                  autoComplete="username"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </label>
              <label className="login__field">
                <span>Password</span>
                <input
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </label>
              <button type="submit" className="login__submit" disabled={busy} aria-busy={busy}>
                {busy && <span className="login__spinner" aria-hidden="true" />}
                Sign in
              </button>
            </form>
            <p className="login__foot">
              <Link to="/installer/forgot-password">Forgot password?</Link>
            </p>
          </>
        )}
      </div>
    </main>
  );
};

export default LoginPage;
