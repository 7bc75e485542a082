import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MESSAGES, validatePasswordReset, type FieldErrors } from '@portfolio/contract';
import { resetPassword } from '../api/account';
import { serverMessage } from '../../shared/errors';
import { TEXT } from '../../shared/texts';
import { PasswordScreen } from './PasswordScreen';

interface Values {
  password?: string;
  confirmPassword?: string;
}

/** /installer/reset-password?token=...: the link from the reset email; sets a new password once. */
const ResetPasswordPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirmPassword'>>({});
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (!token)
    return (
      <PasswordScreen title="Choose a new password">
        <Alert type="error" title={MESSAGES.resetTokenInvalid} showIcon />
        <p style={{ marginTop: 16 }}>
          <Link to="/installer/forgot-password">Ask for a new link</Link>
        </p>
      </PasswordScreen>
    );

  const submit = async ({ password = '', confirmPassword = '' }: Values) => {
    const found = validatePasswordReset({ password, confirmPassword });
    setErrors(found);
    setError(undefined);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      setDone((await resetPassword({ token, password, confirmPassword })).message);
    } catch (e) {
      setError(serverMessage(e, TEXT.unexpected));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PasswordScreen title="Choose a new password">
      {done ? (
        <Alert type="success" title={done} showIcon action={<Link to="/installer">Sign in</Link>} />
      ) : (
        <>
          {error && (
            <Alert
              type="error"
              title={error}
              showIcon
              style={{ marginBottom: 16 }}
              action={
                error === MESSAGES.resetTokenInvalid ? <Link to="/installer/forgot-password">New link</Link> : undefined
              }
            />
          )}
          <Form layout="vertical" onFinish={submit} requiredMark={false} noValidate>
            <Form.Item
              label="New password"
              name="password"
              htmlFor="reset-password"
              validateStatus={errors.password ? 'error' : undefined}
              help={errors.password}
            >
              <Input.Password id="reset-password" autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              label="Repeat the new password"
              name="confirmPassword"
              htmlFor="reset-confirm"
              validateStatus={errors.confirmPassword ? 'error' : undefined}
              help={errors.confirmPassword}
            >
              <Input.Password id="reset-confirm" autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              Set new password
            </Button>
          </Form>
        </>
      )}
    </PasswordScreen>
  );
};

export default ResetPasswordPage;
