import { Alert, Form, Input, Modal, Switch, Typography } from 'antd';
import { useState } from 'react';
import { TWO_FACTOR_MESSAGES as M, isTotpCodeShape, normalizeTotpCode } from '@portfolio/contract';
import { serverMessage } from '../../shared/errors';
import { TEXT } from '../../shared/texts';

export interface Credentials {
  password: string;
  code?: string;
  recoveryCode?: string;
}

interface Props {
  title: string;
  okText: string;
  danger?: boolean;
  /** Ask for a code (or a recovery code) as well as the password. */
  withCode?: boolean;
  email: string;
  onSubmit: (credentials: Credentials) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Confirms a sensitive change (turning two-factor off, new recovery codes) with the password, and a code when asked.
 */
export const PasswordAndCodeModal = ({ title, okText, danger, withCode, email, onSubmit, onClose }: Props) => {
  const [form] = Form.useForm<{ password?: string; code?: string; recoveryCode?: string }>();
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const { password = '', code = '', recoveryCode = '' } = form.getFieldsValue();
    if (!password) return setError(M.passwordRequired);
    const credentials: Credentials = { password };
    if (withCode && useRecovery) {
      if (!recoveryCode.trim()) return setError(M.recoveryCodeRequired);
      credentials.recoveryCode = recoveryCode.trim();
    } else if (withCode) {
      const digits = normalizeTotpCode(code);
      if (!digits) return setError(M.codeRequired);
      if (!isTotpCodeShape(digits)) return setError(M.codeFormat);
      credentials.code = digits;
    }
    setError(undefined);
    setBusy(true);
    try {
      await onSubmit(credentials);
    } catch (e) {
      setError(serverMessage(e, TEXT.unexpected));
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger }}
      confirmLoading={busy}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} noValidate>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Form.Item label="Current password" name="password" htmlFor="confirm-password">
          <Input.Password id="confirm-password" autoComplete="current-password" />
        </Form.Item>
        {withCode && !useRecovery && (
          <Form.Item label="Code from your authenticator app" name="code" htmlFor="confirm-code">
            <Input id="confirm-code" inputMode="numeric" autoComplete="one-time-code" maxLength={9} />
          </Form.Item>
        )}
        {withCode && useRecovery && (
          <Form.Item label="Recovery code" name="recoveryCode" htmlFor="confirm-recovery-code">
            <Input id="confirm-recovery-code" autoComplete="off" />
          </Form.Item>
        )}
        {withCode && (
          <Typography.Text>
            <Switch size="small" checked={useRecovery} onChange={setUseRecovery} aria-label="Use a recovery code" /> Use
            a recovery code
          </Typography.Text>
        )}
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
};
