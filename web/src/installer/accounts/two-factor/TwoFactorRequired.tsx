import { Alert, Button, Card, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { TWO_FACTOR_MESSAGES as M, type CurrentUser } from '@portfolio/contract';
import { finishRequiredSetup } from '../api/two-factor';
import { logout } from '../api/users';
import { LOGIN_PATH } from '../../shared/access';
import { TwoFactorSetup } from './TwoFactorSetup';

/**
 * What a status user sees while the site requires two-factor and theirs is not set up: only the
 * setup (the server refuses every other dashboard call until then) or signing out.
 */
export const TwoFactorRequired = ({ user }: { user: CurrentUser }) => {
  const navigate = useNavigate();
  const signOut = async () => {
    await logout().catch(() => undefined);
    navigate(LOGIN_PATH, { replace: true });
  };
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16, background: '#f5f5f5' }}>
      <Card style={{ width: '100%', maxWidth: 680 }}>
        <Typography.Title level={2}>Set up two-factor sign-in</Typography.Title>
        <Alert type="info" showIcon title={M.setupFirst} style={{ marginBottom: 24 }} />
        {/* Once the recovery codes are saved, re-reading the signed-in user lets the layout show the dashboard. */}
        <TwoFactorSetup email={user.email} onDone={() => void finishRequiredSetup()} />
        <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0 }}>
          Signed in as <strong>{user.email}</strong>.{' '}
          <Button type="link" onClick={signOut} style={{ padding: 0 }}>
            Sign out
          </Button>
        </Typography.Paragraph>
      </Card>
    </main>
  );
};
