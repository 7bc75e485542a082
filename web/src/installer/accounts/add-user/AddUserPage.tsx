import { Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { firstError, validateCredentials, type Powers } from '@portfolio/contract';
import { register, updatePowers, updateStatus } from '../api/users';
import { DASHBOARD_HOME, access } from '../../shared/access';
import { useDashboardUser } from '../../shared/DashboardUser';
import { serverMessage } from '../../shared/errors';
import { TEXT } from '../../shared/texts';
import { useToast } from '../../shared/useToast';
import { useUnsavedChanges } from '../../shared/useUnsavedChanges';
import { AccessPicker } from './AccessPicker';

/**
 * Add User: Email, Password and, for admins (who may set them), the admin flag and powers at once;
 * Register creates the account (then sets the chosen access) and lands on the new user's row.
 */
const AddUserPage = () => {
  const toast = useToast();
  const navigate = useNavigate();
  const me = useDashboardUser();
  // Powers and the admin flag are set through the Users screen's calls, which need the status flag.
  const mayGrant = access.status(me);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [admin, setAdmin] = useState(false);
  const [powers, setPowers] = useState<Partial<Powers>>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const chosen = Object.fromEntries(Object.entries(powers).filter(([, on]) => on)) as Partial<Powers>;
  const letThrough = useUnsavedChanges(
    email.trim() !== '' || password !== '' || admin || Object.keys(chosen).length > 0,
  );

  const submit = async () => {
    const problem = firstError(validateCredentials(email, password));
    setError(problem);
    if (problem) return;
    setBusy(true);
    let created: string | undefined;
    try {
      const res = await register(email.trim(), password);
      created = res.user?._id;
      if (created && mayGrant) {
        if (Object.keys(chosen).length) await updatePowers(created, chosen);
        if (admin) await updateStatus(created, true);
      }
      // The screen lands on the new user's row (Add User stays in the menu for the next one).
      toast.success(res.message || TEXT.userRegistered);
      letThrough();
      navigate(mayGrant && created ? `${DASHBOARD_HOME}/users?new=${encodeURIComponent(created)}` : DASHBOARD_HOME);
    } catch (e) {
      const text = serverMessage(e, TEXT.unexpected);
      toast.error(text);
      setBusy(false);
      // The account exists but its access could not be set: show it on the Users screen to finish there.
      if (created) {
        letThrough();
        navigate(`${DASHBOARD_HOME}/users?new=${encodeURIComponent(created)}`);
      } else setError(text);
    }
  };

  return (
    <section>
      <Typography.Title level={2}>Add User</Typography.Title>
      <Form layout="vertical" onFinish={submit} requiredMark={false} noValidate>
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={mayGrant ? 10 : 12}>
            <Card title="Account">
              <Form.Item label="Email" htmlFor="adduser-email">
                <Input
                  id="adduser-email"
                  type="email"
                  autoComplete="off"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </Form.Item>
              <Form.Item
                label="Password"
                htmlFor="adduser-password"
                validateStatus={error ? 'error' : undefined}
                help={error}
              >
                <Input.Password
                  id="adduser-password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </Form.Item>
            </Card>
          </Col>
          {mayGrant && (
            <Col xs={24} lg={14}>
              <Card title="What this person may do">
                <AccessPicker
                  admin={admin}
                  powers={powers}
                  onAdmin={setAdmin}
                  onPower={(p, on) => setPowers((all) => ({ ...all, [p]: on }))}
                />
              </Card>
            </Col>
          )}
        </Row>
        <Button type="primary" htmlType="submit" loading={busy} size="large" style={{ marginTop: 24 }}>
          Register
        </Button>
      </Form>
    </section>
  );
};

export default AddUserPage;
