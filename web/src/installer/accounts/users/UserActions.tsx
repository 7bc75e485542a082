import { DeleteOutlined, EditOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { UserSummary } from '@portfolio/contract';

interface Props {
  user: UserSummary;
  sendingReset: boolean;
  onSendReset: () => void;
  onChangeEmail: () => void;
  onDelete: () => void;
}

/** A user row's actions: email a password reset link, change the email, delete (asks first). */
export const UserActions = ({ user, sendingReset, onSendReset, onChangeEmail, onDelete }: Props) => (
  <Space size={4}>
    <Tooltip title="Email this user a link to choose a new password">
      <Button
        size="small"
        type="text"
        icon={<MailOutlined aria-hidden />}
        loading={sendingReset}
        onClick={onSendReset}
        aria-label={`Reset password of ${user.email}`}
      />
    </Tooltip>
    <Tooltip title="Change email">
      <Button
        size="small"
        type="text"
        icon={<EditOutlined aria-hidden />}
        onClick={onChangeEmail}
        aria-label={`Change email of ${user.email}`}
      />
    </Tooltip>
    <Tooltip title="Delete user">
      <Button
        size="small"
        type="text"
        danger
        icon={<DeleteOutlined aria-hidden />}
        onClick={onDelete}
        aria-label={`Delete ${user.email}`}
      />
    </Tooltip>
  </Space>
);
