import { Button, Form, Input, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { EMAIL_PATTERN, LIMITS, MESSAGES, type UserSummary } from '@portfolio/contract';
import { serverMessage } from '../shared/errors';
import { TEXT } from '../shared/texts';

interface Props {
  user: UserSummary;
  /** Why the admin flag cannot be turned off here (one's own, the last admin's); undefined when it can. */
  lockedReason?: string;
  onStatus: (status: boolean) => Promise<unknown>;
  onEmail: (email: string) => Promise<unknown>;
  /** Reports typed but unsaved input (the unsaved-changes guard). */
  onDirty: (dirty: boolean) => void;
}

/** A user's admin flag and email, for status users on the Users screen. */
export const AccountControls = ({ user, lockedReason, onStatus, onEmail, onDirty }: Props) => {
  const [saving, setSaving] = useState<'status' | 'email'>();
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState(user.email);
  const [error, setError] = useState<string>();
  const status = user.status === true;

  const toggle = async (next: boolean) => {
    setSaving('status');
    setError(undefined);
    try {
      await onStatus(next);
    } catch (e) {
      console.error(e);
      setError(serverMessage(e, TEXT.statusFailed));
    } finally {
      setSaving(undefined);
    }
  };

  const stopEditing = () => {
    setEditing(false);
    setEmail(user.email);
    setError(undefined);
    onDirty(false);
  };

  const saveEmail = async () => {
    const value = email.trim().toLowerCase();
    if (!value || value.length > LIMITS.emailMax || !EMAIL_PATTERN.test(value)) return setError(MESSAGES.emailInvalid);
    if (value === user.email) return stopEditing();
    setSaving('email');
    try {
      await onEmail(value);
      setEditing(false);
      setError(undefined);
      onDirty(false);
    } catch (e) {
      console.error(e);
      setError(serverMessage(e, TEXT.emailFailed));
    } finally {
      setSaving(undefined);
    }
  };

  return (
    <div style={{ marginBottom: 12 }}>
      <Space wrap>
        <Switch
          aria-label={`Admin flag of ${user.email}`}
          checked={status}
          loading={saving === 'status'}
          disabled={status && !!lockedReason}
          onChange={toggle}
        />
        <Typography.Text>Admin</Typography.Text>
        {status && lockedReason && <Typography.Text type="secondary">({lockedReason})</Typography.Text>}
        {!editing && (
          <Button size="small" onClick={() => setEditing(true)} aria-label={`Change email of ${user.email}`}>
            Change email
          </Button>
        )}
      </Space>
      {editing && (
        <Form layout="inline" onFinish={saveEmail} noValidate style={{ marginTop: 8 }}>
          <Form.Item label="New email" htmlFor={`email-${user._id}`} validateStatus={error ? 'error' : undefined}>
            <Input
              id={`email-${user._id}`}
              type="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                onDirty(e.target.value.trim().toLowerCase() !== user.email);
              }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving === 'email'}>
            Save email
          </Button>
          <Button onClick={stopEditing} style={{ marginLeft: 8 }}>
            Cancel
          </Button>
        </Form>
      )}
      {error && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 4 }}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
};
