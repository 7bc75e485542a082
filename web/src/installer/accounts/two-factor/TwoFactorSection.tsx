import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { TWO_FACTOR_MESSAGES as M, type CurrentUser } from '@portfolio/contract';
import { disableTwoFactor, newRecoveryCodes, setTwoFactorPolicy, useTwoFactorStatus } from '../api/two-factor';
import { InlineLoading } from '../../shared/InlineLoading';
import { serverMessage } from '../../shared/errors';
import { TEXT } from '../../shared/texts';
import { PasswordAndCodeModal } from './PasswordAndCodeModal';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorSetup } from './TwoFactorSetup';

type Mode = 'idle' | 'setup' | 'disable' | 'regenerate';

/**
 * My Account › Two-factor sign-in: turn it on (QR code, secret, first code, recovery codes), see how
 * many recovery codes are left, make new ones, turn it off; status users also set whether the site
 * requires it of every admin.
 */
export const TwoFactorSection = ({ user }: { user: CurrentUser }) => {
  const { status, isLoading, error: loadError } = useTwoFactorStatus();
  const [mode, setMode] = useState<Mode>('idle');
  const [freshCodes, setFreshCodes] = useState<string[]>();
  const [result, setResult] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const [savingPolicy, setSavingPolicy] = useState(false);

  const done = (text?: string) => {
    setMode('idle');
    setResult(text ? { type: 'success', text } : null);
  };

  const togglePolicy = async (required: boolean) => {
    setSavingPolicy(true);
    setResult(null);
    try {
      setResult({ type: 'success', text: (await setTwoFactorPolicy(required)).message });
    } catch (e) {
      setResult({ type: 'error', text: serverMessage(e, TEXT.unexpected) });
    } finally {
      setSavingPolicy(false);
    }
  };

  const body = () => {
    if (isLoading) return <InlineLoading label="Loading two-factor sign-in..." />;
    if (!status) return <Alert type="error" title={serverMessage(loadError, TEXT.unexpected)} />;
    if (freshCodes)
      return <RecoveryCodes codes={freshCodes} email={user.email} onDone={() => setFreshCodes(undefined)} />;
    if (mode === 'setup')
      return <TwoFactorSetup email={user.email} onDone={() => done(M.enabled)} onCancel={() => done()} />;
    if (!status.enabled)
      return (
        <>
          <Typography.Paragraph>
            Protect your account with a second step at sign-in: a 6-digit code from an authenticator app on your phone,
            as well as your password.
          </Typography.Paragraph>
          <Button type="primary" icon={<SafetyCertificateOutlined />} onClick={() => setMode('setup')}>
            Set up two-factor sign-in
          </Button>
        </>
      );
    return (
      <>
        <Typography.Paragraph>
          <Tag color="green">On</Tag> Signing in asks for a code from your authenticator app.
        </Typography.Paragraph>
        <Typography.Paragraph type={status.recoveryCodesLeft <= 3 ? 'warning' : undefined}>
          Recovery codes left: <strong>{status.recoveryCodesLeft}</strong> of 10
          {status.recoveryCodesLeft <= 3 && ` — ${M.recoveryCodesLow(status.recoveryCodesLeft)}`}
        </Typography.Paragraph>
        <Space wrap>
          <Button onClick={() => setMode('regenerate')}>New recovery codes</Button>
          <Button
            danger
            onClick={() => setMode('disable')}
            disabled={user.status && status.requiredForAdmins}
            title={user.status && status.requiredForAdmins ? M.requiredCannotDisable : undefined}
          >
            Turn off two-factor
          </Button>
        </Space>
      </>
    );
  };

  return (
    <section aria-labelledby="two-factor-title">
      <Typography.Title level={3} id="two-factor-title" style={{ marginTop: 32 }}>
        Two-factor sign-in
      </Typography.Title>
      {result && <Alert type={result.type} title={result.text} showIcon closable style={{ marginBottom: 16 }} />}
      {body()}
      {user.status && status && (
        <Typography.Paragraph style={{ marginTop: 16 }}>
          <Switch
            checked={status.requiredForAdmins}
            loading={savingPolicy}
            onChange={togglePolicy}
            aria-label="Require two-factor sign-in for all admins"
          />{' '}
          Require two-factor sign-in for all admins
        </Typography.Paragraph>
      )}
      {mode === 'disable' && (
        <PasswordAndCodeModal
          title="Turn off two-factor sign-in"
          okText="Turn off"
          danger
          withCode
          email={user.email}
          onClose={() => setMode('idle')}
          onSubmit={async ({ password, code, recoveryCode }) =>
            done(
              (await disableTwoFactor(recoveryCode ? { password, recoveryCode } : { password, code: code! })).message,
            )
          }
        />
      )}
      {mode === 'regenerate' && (
        <PasswordAndCodeModal
          title="New recovery codes"
          okText="Make new codes"
          email={user.email}
          onClose={() => setMode('idle')}
          onSubmit={async ({ password }) => {
            setFreshCodes((await newRecoveryCodes(password)).recoveryCodes);
            done();
          }}
        />
      )}
    </section>
  );
};
