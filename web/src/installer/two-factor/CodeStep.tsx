import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { TWO_FACTOR, TWO_FACTOR_MESSAGES as M, isTotpCodeShape, normalizeTotpCode, type TwoFactorLoginResponse } from '@portfolio/contract';
import { ApiError } from '../../api/http';
import { loginWithSecondFactor } from '../../api/two-factor';
import { serverMessage } from '../shared/errors';
import { TEXT } from '../shared/texts';

/** Answers that end the attempt: back to the password. */
const endsAttempt = (e: unknown) => e instanceof ApiError && (e.message === M.tooManyCodes || e.message === M.attemptExpired);

/**
 * The sign-in's second step: the code from the authenticator app, or one of the recovery codes.
 * `onRestart` goes back to the password (the attempt ended: too many wrong codes, or too slow).
 */
export const CodeStep = ({ onSignedIn, onRestart }: { onSignedIn: (res: TwoFactorLoginResponse) => void; onRestart: (message?: string) => void }) => {
  const [form] = Form.useForm<{ code?: string; recoveryCode?: string }>();
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async ({ code = '', recoveryCode = '' }: { code?: string; recoveryCode?: string }) => {
    let factor: { code: string } | { recoveryCode: string };
    if (recovery) {
      if (!recoveryCode.trim()) return setError(M.recoveryCodeRequired);
      factor = { recoveryCode: recoveryCode.trim() };
    } else {
      const digits = normalizeTotpCode(code);
      if (!digits) return setError(M.codeRequired);
      if (!isTotpCodeShape(digits)) return setError(M.codeFormat);
      factor = { code: digits };
    }
    setError(undefined);
    setBusy(true);
    try {
      onSignedIn(await loginWithSecondFactor(factor));
    } catch (e) {
      setBusy(false);
      if (endsAttempt(e)) return onRestart((e as ApiError).message);
      setError(serverMessage(e, TEXT.unexpected));
      form.resetFields();
    }
  };

  const switchMode = () => {
    setRecovery((r) => !r);
    setError(undefined);
    form.resetFields();
  };

  return (
    <>
      <Typography.Paragraph>
        {recovery ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.' : M.codeNeeded}
      </Typography.Paragraph>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} noValidate>
        {recovery ? (
          <Form.Item label="Recovery code" name="recoveryCode" htmlFor="login-recovery-code">
            <Input id="login-recovery-code" autoComplete="off" autoFocus placeholder="XXXX-XXXX-XXXX-XXXX" />
          </Form.Item>
        ) : (
          <Form.Item label="Authentication code" name="code" htmlFor="login-code">
            <Input
              id="login-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              maxLength={9}
              placeholder={'0'.repeat(TWO_FACTOR.digits)}
              style={{ letterSpacing: 6, fontSize: 20, textAlign: 'center' }}
            />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={busy}>
          Verify
        </Button>
      </Form>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        <Button type="link" onClick={switchMode}>
          {recovery ? 'Use a code from your app' : 'Use a recovery code'}
        </Button>
        <br />
        <Button type="link" onClick={() => onRestart()}>
          Back to sign in
        </Button>
      </Typography.Paragraph>
    </>
  );
};
