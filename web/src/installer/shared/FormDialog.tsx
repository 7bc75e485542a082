import { Alert, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { serverMessage } from './errors';

/**
 * Saving from a form dialog: `save` runs the work with the OK button busy, closes the dialog on
 * success and otherwise keeps it open with the server's refusal (or `fallback`) above the fields.
 */
export const useDialogSave = (fallback: string, onClose: () => void) => {
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const save = async (work: () => Promise<unknown>) => {
    setSaving(true);
    setServerError(undefined);
    try {
      await work();
      onClose();
    } catch (e) {
      setServerError(serverMessage(e, fallback));
    } finally {
      setSaving(false);
    }
  };
  return { saving, serverError, save };
};

/** The dialog around a create/edit form (jobs, documents): the server's refusal above the fields. */
export const FormDialog = ({
  title,
  okText,
  width,
  saving,
  serverError,
  onOk,
  onCancel,
  children,
}: {
  title: string;
  okText: string;
  width: number;
  saving: boolean;
  serverError?: string;
  onOk: () => void;
  onCancel: () => void;
  children: ReactNode;
}) => (
  <Modal
    open
    title={title}
    okText={okText}
    onOk={onOk}
    confirmLoading={saving}
    onCancel={onCancel}
    width={width}
    destroyOnHidden
  >
    {serverError && <Alert type="error" title={serverError} style={{ marginBottom: 16 }} />}
    {children}
  </Modal>
);
