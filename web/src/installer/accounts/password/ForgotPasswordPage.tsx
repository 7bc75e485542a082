import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { EMAIL_PATTERN, LIMITS, MESSAGES } from '@portfolio/contract';
import { forgotPassword } from '../api/account';
import { serverMessage } from '../../shared/errors';
import { TEXT } from '../../shared/texts';
import { PasswordScreen } from './PasswordScreen';

/** /installer/forgot-password: asks for an email; the answer is the same whether an account has it or not. */
const ForgotPasswordPage = () => {
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async ({ email = '' }: { email?: string }) => {
    const value = email.trim();
    setError(undefined);
    if (!value) return setError(MESSAGES.resetEmailRequired);
    if (value.length > LIMITS.emailMax || !EMAIL_PATTERN.test(value)) return setError(MESSAGES.emailInvalid);
    setBusy(true);
    try {
      setSent((await forgotPassword(value)).message);
    } catch (e) {
      setError(serverMessage(e, TEXT.unexpected));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PasswordScreen title="Forgot password">
      {sent ? (
        <Alert type="success" title={sent} showIcon />
      ) : (
        <>
          <Typography.Paragraph>
            Enter the email you sign in with. We will send it a link to choose a new password.
          </Typography.Paragraph>
          {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
          <Form layout="vertical" onFinish={submit} requiredMark={false} noValidate>
            <Form.Item label="Email" name="email">
              <Input type="email" autoComplete="username" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              Send reset link
            </Button>
          </Form>
        </>
      )}
    </PasswordScreen>
  );
};

export default ForgotPasswordPage;
