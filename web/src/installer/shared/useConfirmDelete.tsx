import { App, Typography } from 'antd';
import { useCallback } from 'react';

export interface ConfirmDeleteOptions {
  /** What is being deleted, as staff know it ("NCB", "Best builder"); shown first, in bold. */
  name: string;
  /** The question (the spec's wording where it has one). */
  text: string;
  /** The danger button's label. */
  okText?: string;
  /** Runs on the danger button; the button spins until it settles, then the dialog closes. */
  onConfirm: () => Promise<unknown> | void;
}

/** The body of every delete confirmation: the item's name, then the question. */
export const ConfirmBody = ({ name, text }: { name: string; text: string }) => (
  <>
    <Typography.Paragraph strong style={{ marginBottom: 4, overflowWrap: 'anywhere' }}>
      {name}
    </Typography.Paragraph>
    <Typography.Paragraph style={{ marginBottom: 0 }}>{text}</Typography.Paragraph>
  </>
);

/**
 * The dashboard's styled delete confirmation (never the browser's `confirm`): an antd confirm dialog
 * titled 'Confirm Deletion' naming the item, with a danger Delete button and Cancel, which changes
 * nothing. Needs the layout's antd <App>.
 */
export const useConfirmDelete = () => {
  const { modal } = App.useApp();
  return useCallback(
    ({ name, text, okText = 'Delete', onConfirm }: ConfirmDeleteOptions) =>
      modal.confirm({
        title: 'Confirm Deletion',
        // The same look as ConfirmDelete's dialog: no icon, a close button, Cancel and Delete.
        icon: null,
        closable: true,
        content: <ConfirmBody name={name} text={text} />,
        okText,
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
        focusable: { autoFocusButton: 'cancel' },
        onOk: async () => {
          await onConfirm();
        },
      }),
    [modal],
  );
};
