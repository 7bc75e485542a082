import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { EMAIL_PATTERN, LIMITS, MESSAGES, type UserSummary } from '@portfolio/contract';
import { serverMessage } from '../../shared/errors';
import { TEXT } from '../../shared/texts';
import { useUnsavedChanges } from '../../shared/useUnsavedChanges';

interface Props {
  user: UserSummary;
  onSave: (email: string) => Promise<unknown>;
  onClose: () => void;
}

/** Change a user's email: checked before sending; the server's 409 (taken) shows inline. */
export const ChangeEmailModal = ({ user, onSave, onClose }: Props) => {
  const [email, setEmail] = useState(user.email);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const letThrough = useUnsavedChanges(email.trim().toLowerCase() !== user.email);

  const save = async () => {
    const value = email.trim().toLowerCase();
    if (!value || value.length > LIMITS.emailMax || !EMAIL_PATTERN.test(value)) return setError(MESSAGES.emailInvalid);
    if (value === user.email) return onClose();
    setSaving(true);
    try {
      await onSave(value);
      letThrough();
      onClose();
    } catch (e) {
      console.error(e);
      setError(serverMessage(e, TEXT.emailFailed));
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={`Change email of ${user.email}`}
      okText="Save email"
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={save} noValidate>
        <Form.Item
          label="New email"
          htmlFor={`email-${user._id}`}
          validateStatus={error ? 'error' : undefined}
          help={error && <span role="alert">{error}</span>}
        >
          <Input
            id={`email-${user._id}`}
            type="email"
            value={email}
            autoFocus
            onChange={(e) => setEmail(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
