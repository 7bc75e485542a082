import { DeleteOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Space } from 'antd';
import type { ReactNode } from 'react';
import { POWERS, type Power, type Powers, type UserSummary } from '@portfolio/contract';

interface Props {
  user: UserSummary;
  /** The admin flag and email controls (the Users screen renders them above the powers). */
  account?: ReactNode;
  pending: Partial<Powers> | undefined;
  applying: boolean;
  onToggle: (power: Power, value: boolean) => void;
  onApply: () => void;
  onDelete: () => void;
  sendingReset: boolean;
  onSendReset: () => void;
}

/** One user: email, reset-email and delete controls, the seven power checkboxes and, with pending changes, Apply Changes. */
export const UserCard = ({ user, account, pending, applying, onToggle, onApply, onDelete, sendingReset, onSendReset }: Props) => {
  const dirty = !!pending && Object.keys(pending).length > 0;
  return (
    <Card
      role="group"
      aria-label={user.email}
      title={user.email}
      extra={
        <Space>
          <Button icon={<MailOutlined />} loading={sendingReset} onClick={onSendReset} aria-label={`Reset password of ${user.email}`} title="Email this user a link to choose a new password">
            Reset password
          </Button>
          <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${user.email}`} onClick={onDelete} />
        </Space>
      }
    >
      {account}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 8 }}>
        {POWERS.map((power) => (
          <Checkbox key={power} checked={pending?.[power] ?? user.powers?.[power] === true} onChange={(e) => onToggle(power, e.target.checked)}>
            {power}
          </Checkbox>
        ))}
      </div>
      {dirty && (
        <Button type="primary" style={{ marginTop: 12 }} loading={applying} onClick={onApply}>
          Apply Changes
        </Button>
      )}
    </Card>
  );
};
