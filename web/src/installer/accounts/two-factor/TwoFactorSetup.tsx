import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import {
  TWO_FACTOR,
  TWO_FACTOR_MESSAGES as M,
  isTotpCodeShape,
  normalizeTotpCode,
  type TwoFactorSetupResponse,
} from '@portfolio/contract';
import { beginSetup, enableTwoFactor } from '../api/two-factor';
import { serverMessage } from '../../shared/errors';
import { TEXT } from '../../shared/texts';
import { QrCode } from './QrCode';
import { RecoveryCodes } from './RecoveryCodes';

/** The secret grouped in fours, easier to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)!.join(' ');

/**
 * Turning two-factor on: the current password, then the QR code (and the secret to type) with the
 * first code from the app, then the recovery codes, shown once.
 */
export const TwoFactorSetup = ({
  email,
  onDone,
  onCancel,
}: {
  email: string;
  onDone: () => void;
  onCancel?: () => void;
}) => {
  const [setup, setSetup] = useState<TwoFactorSetupResponse>();
  const [codes, setCodes] = useState<string[]>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setError(undefined);
    setBusy(true);
    try {
      await work();
    } catch (e) {
      setError(serverMessage(e, TEXT.unexpected));
    } finally {
      setBusy(false);
    }
  };

  const start = ({ password = '' }: { password?: string }) => {
    if (!password) return setError(M.passwordRequired);
    return run(async () => setSetup(await beginSetup(password)));
  };

  const confirm = ({ code = '' }: { code?: string }) => {
    const digits = normalizeTotpCode(code);
    if (!digits) return setError(M.codeRequired);
    if (!isTotpCodeShape(digits)) return setError(M.codeFormat);
    return run(async () => setCodes((await enableTwoFactor(digits)).recoveryCodes));
  };

  const problem = error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />;

  if (codes) return <RecoveryCodes codes={codes} email={email} onDone={onDone} />;

  if (!setup)
    return (
      <Form layout="vertical" onFinish={start} requiredMark={false} noValidate style={{ maxWidth: 360 }}>
        {problem}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Form.Item
          label="Current password"
          name="password"
          htmlFor="two-factor-password"
          extra="To keep your account safe, confirm it is you first."
        >
          <Input.Password id="two-factor-password" autoComplete="current-password" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy}>
            Continue
          </Button>
          {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        </Space>
      </Form>
    );

  return (
    <div className="two-factor-setup" style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
      <QrCode value={setup.otpauthUrl} />
      <div style={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography.Paragraph>
          1. Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password,
          Authy…).
        </Typography.Paragraph>
        <Typography.Paragraph style={{ marginBottom: 4 }}>
          Can't scan it? Type this key into the app instead (time-based):
        </Typography.Paragraph>
        <Typography.Paragraph copyable={{ text: setup.secret }} style={{ marginBottom: 16 }}>
          <Typography.Text code aria-label="Secret key" style={{ fontSize: 15, letterSpacing: 1 }}>
            {grouped(setup.secret)}
          </Typography.Text>
        </Typography.Paragraph>
        <Form layout="vertical" onFinish={confirm} requiredMark={false} noValidate>
          {problem}
          <Form.Item
            label={`2. Enter the ${TWO_FACTOR.digits}-digit code the app shows`}
            name="code"
            htmlFor="two-factor-enable-code"
          >
            <Input
              id="two-factor-enable-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={9}
              style={{ maxWidth: 200, letterSpacing: 4, fontSize: 18 }}
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={busy}>
              Turn on two-factor
            </Button>
            {onCancel && <Button onClick={onCancel}>Cancel</Button>}
          </Space>
        </Form>
      </div>
    </div>
  );
};
