import { Modal } from 'antd';

interface Props {
  open: boolean;
  text: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirm-delete dialog: 'Confirm Deletion' with Delete and Cancel. */
export const ConfirmDelete = ({ open, text, busy, onConfirm, onCancel }: Props) => (
  <Modal
    title="Confirm Deletion"
    open={open}
    okText="Delete"
    okButtonProps={{ danger: true }}
    cancelText="Cancel"
    confirmLoading={busy}
    onOk={onConfirm}
    onCancel={onCancel}
  >
    <p>{text}</p>
  </Modal>
);
