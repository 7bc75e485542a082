import { Modal } from 'antd';
import { ConfirmBody } from './useConfirmDelete';

interface Props {
  open: boolean;
  /** What is being deleted ("NCB"), shown first, as in every delete confirmation. */
  name?: string;
  text: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirm-delete dialog for a screen that holds the item in its state: 'Confirm Deletion' naming
 * the item, with Delete (danger) and Cancel; the same look as useConfirmDelete's.
 */
export const ConfirmDelete = ({ open, name, text, busy, onConfirm, onCancel }: Props) => (
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
    {name ? <ConfirmBody name={name} text={text} /> : <p>{text}</p>}
  </Modal>
);
