import { QuestionCircleOutlined } from '@ant-design/icons';
import { Checkbox, Grid, Space, Switch, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { ADMIN_FLAG_TEXT, POWER_TEXT, POWERS, type Power, type UserSummary } from '@portfolio/contract';
import type { Pending } from './usePendingAccess';
import './permissions.css';

interface Props {
  users: UserSummary[];
  meId: string;
  pending: Pending;
  /** Why a user's admin flag cannot be turned off (one's own, the last admin's); undefined when it can. */
  lockedReason: (user: UserSummary) => string | undefined;
  /** The row to mark and scroll to (a user just added). */
  highlight?: string;
  onPower: (user: UserSummary, power: Power, value: boolean) => void;
  onStatus: (user: UserSummary, value: boolean) => void;
  /** The two-factor column's cell (on/off and, for admins, a reset). */
  twoFactor: (user: UserSummary) => ReactNode;
  actions: (user: UserSummary) => ReactNode;
  loading?: boolean;
}

const Heading = ({ label, help }: { label: string; help: string }) => (
  <Tooltip title={help}>
    <span className="perm-head">
      {label} <QuestionCircleOutlined aria-hidden className="perm-head__icon" />
    </span>
  </Tooltip>
);

const cellClass = (changed: boolean) => (changed ? 'perm-cell perm-cell--pending' : 'perm-cell');

/**
 * Users as a permissions table: one row per user, the admin flag and the seven powers as columns in
 * plain words (tooltips say what each allows), pending changes highlighted until applied. On a phone
 * the table scrolls inside its own box with the email column kept in view.
 */
export const PermissionsTable = ({
  users,
  meId,
  pending,
  lockedReason,
  highlight,
  onPower,
  onStatus,
  twoFactor,
  actions,
  loading,
}: Props) => {
  // On a phone only the email stays in view while the powers scroll; the actions scroll with them.
  const wide = Grid.useBreakpoint().md === true;
  const columns: TableColumnsType<UserSummary> = [
    {
      key: 'email',
      title: 'User',
      fixed: 'start',
      width: wide ? 250 : 150,
      render: (_, u) => (
        <Space size={6} className="perm-user">
          <Typography.Text ellipsis={{ tooltip: u.email }} style={{ maxWidth: wide ? 200 : 120 }} strong>
            {u.email}
          </Typography.Text>
          {u._id === meId && <Tag>You</Tag>}
          {u._id === highlight && <Tag color="green">New</Tag>}
        </Space>
      ),
      sorter: (a, b) => a.email.localeCompare(b.email),
    },
    {
      key: 'status',
      title: <Heading {...ADMIN_FLAG_TEXT} />,
      align: 'center',
      width: 84,
      onCell: (u) => ({ className: cellClass(pending[u._id]?.status !== undefined) }),
      render: (_, u) => {
        const value = pending[u._id]?.status ?? u.status === true;
        const locked = u.status === true ? lockedReason(u) : undefined;
        const control = (
          <Switch
            size="small"
            aria-label={`Admin flag of ${u.email}`}
            checked={value}
            disabled={!!locked}
            onChange={(on) => onStatus(u, on)}
          />
        );
        return locked ? <Tooltip title={`Locked on: ${locked}`}>{control}</Tooltip> : control;
      },
    },
    ...POWERS.map((power) => ({
      key: power,
      title: <Heading {...POWER_TEXT[power]} />,
      align: 'center' as const,
      width: 96,
      onCell: (u: UserSummary) => ({ className: cellClass(pending[u._id]?.powers?.[power] !== undefined) }),
      render: (_: unknown, u: UserSummary) => (
        <Checkbox
          aria-label={POWER_TEXT[power].label}
          checked={pending[u._id]?.powers?.[power] ?? u.powers?.[power] === true}
          onChange={(e) => onPower(u, power, e.target.checked)}
        />
      ),
    })),
    { key: 'twoFactor', title: 'Two-factor', width: 150, render: (_, u) => twoFactor(u) },
    {
      key: 'actions',
      title: <span className="sr-only">Actions</span>,
      fixed: wide ? 'end' : undefined,
      width: 120,
      render: (_, u) => actions(u),
    },
  ];

  return (
    <Table<UserSummary>
      className="perm-table"
      rowKey="_id"
      size="middle"
      columns={columns}
      dataSource={users}
      loading={loading}
      pagination={users.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      rowClassName={(u) => (u._id === highlight ? 'perm-row--new' : pending[u._id] ? 'perm-row--pending' : '')}
      onRow={(u) => ({ 'aria-label': u.email, id: `user-${u._id}` }) as React.HTMLAttributes<HTMLTableRowElement>}
    />
  );
};
