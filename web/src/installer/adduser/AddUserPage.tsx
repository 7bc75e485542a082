import { Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { firstError, validateCredentials } from '@portfolio/contract';
import { register } from '../../api/users';
import { DASHBOARD_HOME } from '../dashboard/access';
import { serverMessage } from '../shared/errors';
import { useToast } from '../shared/useToast';
import { useUnsavedChanges } from '../shared/useUnsavedChanges';

/** Add User: Email, Password, Register; success toasts the server's message and returns to the dashboard. */
const AddUserPage = () => {
  const toast = useToast();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const letThrough = useUnsavedChanges(email.trim() !== '' || password !== '');

  const submit = async () => {
    const problem = firstError(validateCredentials(email, password));
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const res = await register(email.trim(), password);
      toast.success(res.message || 'User registered successfully');
      letThrough();
      navigate(DASHBOARD_HOME);
    } catch (e) {
      const text = serverMessage(e, 'An unexpected error occurred');
      setError(text);
      toast.error(text);
      setBusy(false);
    }
  };

  return (
    <Card style={{ maxWidth: 420 }}>
      <Typography.Title level={2}>Add User</Typography.Title>
      <Form layout="vertical" onFinish={submit} requiredMark={false} noValidate>
        <Form.Item label="Email" htmlFor="adduser-email">
          <Input id="adduser-email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Form.Item>
        <Form.Item label="Password" htmlFor="adduser-password" validateStatus={error ? 'error' : undefined} help={error}>
          <Input.Password id="adduser-password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          Register
        </Button>
      </Form>
    </Card>
  );
};

export default AddUserPage;
