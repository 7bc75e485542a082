import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import { API, MESSAGES } from '@portfolio/contract';
import { useCurrentUser } from '../../api/reads';
import { needsCode } from '../../api/two-factor';
import { login } from '../../api/users';
import { CodeStep } from '../two-factor/CodeStep';
import { Loading } from '../../shared/Loading';
import { isIdleSignOut, serverMessage } from '../shared/errors';
import { DASHBOARD_HOME } from '../dashboard/access';
import { InstallerTheme } from '../theme';

interface Values {
  email?: string;
  password?: string;
}

/**
 * /installer: sign in; a signed-in visitor goes straight to the dashboard (spec section 2). It says
 * why the user is here when the session ended after inactivity, or after "Sign out everywhere".
 */
const LoginPage = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const { user, isLoading, error: sessionError } = useCurrentUser();
  const notice = (location.state as { notice?: string } | null)?.notice ?? (isIdleSignOut(sessionError) ? MESSAGES.signedOutIdle : undefined);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Two-factor (#27): the password was right, a code is asked next.
  const [codeStep, setCodeStep] = useState(false);

  if (user) return <Navigate to={DASHBOARD_HOME} replace />;
  if (isLoading) return <Loading />;

  const onFinish = async ({ email = '', password = '' }: Values) => {
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
      navigate(DASHBOARD_HOME, { replace: true });
    } catch (e) {
      setError(serverMessage(e, 'An unexpected error occurred'));
      setBusy(false);
    }
  };

  return (
    <InstallerTheme>
      <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16, background: '#f5f5f5' }}>
        <Card style={{ width: '100%', maxWidth: 380 }}>
          <Typography.Title level={2} style={{ textAlign: 'center' }}>
            Sign in
          </Typography.Title>
          {notice && !error && <Alert type="info" title={notice} showIcon style={{ marginBottom: 16 }} />}
          {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
          {codeStep ? (
            <CodeStep
              onSignedIn={() => navigate(DASHBOARD_HOME, { replace: true })}
              onRestart={(message) => {
                setCodeStep(false);
                setError(message);
              }}
            />
          ) : (
            <Form layout="vertical" onFinish={onFinish} requiredMark={false} noValidate>
              <Form.Item label="Email" name="email">
                <Input type="email" autoComplete="username" />
              </Form.Item>
              <Form.Item label="Password" name="password">
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={busy}>
                Sign in
              </Button>
            </Form>
          )}
          <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
            <Link to="/installer/forgot-password">Forgot password?</Link>
          </Typography.Paragraph>
        </Card>
      </main>
    </InstallerTheme>
  );
};

export default LoginPage;
