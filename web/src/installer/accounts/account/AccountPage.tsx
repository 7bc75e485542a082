import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useState } from 'react';
import { MESSAGES, validatePasswordChange, type ChangePasswordRequest, type FieldErrors } from '@portfolio/contract';
import { changePassword } from '../api/account';
import { logoutEverywhere } from '../api/users';
import { LOGIN_PATH } from '../../shared/access';
import { useDashboardUser } from '../../shared/DashboardUser';
import { serverMessage } from '../../shared/errors';
import { TEXT } from '../../shared/texts';
import { TwoFactorSection } from '../two-factor/TwoFactorSection';

type Field = keyof ChangePasswordRequest;
const empty: ChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** My Account: the signed-in user changes their password; their other sessions end, this one stays. */
const AccountPage = () => {
  const user = useDashboardUser();
  const [form] = Form.useForm<ChangePasswordRequest>();
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [result, setResult] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const navigate = useNavigate();

  // The same route as the navigation's item: every session ends, this one too; the sign-in screen confirms it.
  const signOutEverywhere = async () => {
    setLeaving(true);
    try {
      await logoutEverywhere();
      navigate(LOGIN_PATH, { state: { notice: MESSAGES.signedOutEverywhere } });
    } catch (e) {
      setResult({ type: 'error', text: serverMessage(e, TEXT.unexpected) });
      setLeaving(false);
    }
  };

  const submit = async (values: ChangePasswordRequest) => {
    const input = { ...empty, ...values };
    const found = validatePasswordChange(input);
    setErrors(found);
    setResult(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const res = await changePassword(input);
      form.resetFields();
      setResult({ type: 'success', text: res.message });
    } catch (e) {
      setResult({ type: 'error', text: serverMessage(e, TEXT.unexpected) });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <Form.Item
      label={label}
      name={name}
      htmlFor={`account-${name}`}
      validateStatus={errors[name] ? 'error' : undefined}
      help={errors[name]}
    >
      <Input.Password id={`account-${name}`} autoComplete={autoComplete} />
    </Form.Item>
  );

  return (
    <Card style={{ maxWidth: 520 }}>
      <Typography.Title level={2}>My Account</Typography.Title>
      <Typography.Paragraph>
        Signed in as <strong>{user.email}</strong>.
      </Typography.Paragraph>
      <Typography.Title level={3}>Change password</Typography.Title>
      {result && <Alert type={result.type} title={result.text} showIcon style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} noValidate>
        {/* A hidden username lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        {field('currentPassword', 'Current password', 'current-password')}
        {field('newPassword', 'New password', 'new-password')}
        {field('confirmPassword', 'Repeat the new password', 'new-password')}
        <Button type="primary" htmlType="submit" loading={busy}>
          Change password
        </Button>
      </Form>
      <TwoFactorSection user={user} />
      <Typography.Title level={3} style={{ marginTop: 32 }}>
        Sessions
      </Typography.Title>
      <Typography.Paragraph>
        Signed in on a device you no longer use? End every session of your account, this one included.
      </Typography.Paragraph>
      <Button danger onClick={signOutEverywhere} loading={leaving}>
        Sign out everywhere
      </Button>
    </Card>
  );
};

export default AccountPage;
