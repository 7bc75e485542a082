import { Button, Space, Typography } from 'antd';
import './SaveBar.css';

interface Props {
  /** What is pending, in words ("3 changes for 2 users"). */
  summary: string;
  saveText: string;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
}

/** A bar fixed at the foot of the screen while there are unsaved changes: one save for all of them, Cancel reverts. */
export const SaveBar = ({ summary, saveText, saving, onSave, onCancel }: Props) => (
  <div className="save-bar save-bar--pending" role="region" aria-label="Unsaved changes">
    <Typography.Text strong>{summary}</Typography.Text>
    <Space>
      <Button onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="primary" loading={saving} onClick={onSave}>
        {saveText}
      </Button>
    </Space>
  </div>
);
