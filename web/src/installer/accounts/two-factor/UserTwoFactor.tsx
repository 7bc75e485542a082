import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { TWO_FACTOR_MESSAGES as M, type UserSummary } from '@portfolio/contract';
import { resetTwoFactor } from '../api/two-factor';
import { serverMessage } from '../../shared/errors';
import { TEXT } from '../../shared/texts';
import { useToast } from '../../shared/useToast';

/** Users screen: whether a user signs in with two-factor and, for another user who does, a reset (a lost phone). */
export const UserTwoFactor = ({ user, isMe }: { user: UserSummary; isMe: boolean }) => {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const reset = async () => {
    setBusy(true);
    try {
      toast.success((await resetTwoFactor(user._id)).message);
    } catch (e) {
      toast.error(serverMessage(e, TEXT.unexpected));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      {user.twoFactor ? (
        <Tag color="green" icon={<SafetyCertificateOutlined />}>
          Two-factor on
        </Tag>
      ) : (
        <Tag>Two-factor off</Tag>
      )}
      {user.twoFactor && !isMe && (
        <Popconfirm
          title="Reset two-factor sign-in"
          description={<div style={{ maxWidth: 280 }}>{M.resetConfirm(user.email)}</div>}
          okText="Reset"
          okButtonProps={{ danger: true }}
          onConfirm={reset}
        >
          <Button size="small" loading={busy} aria-label={`Reset two-factor of ${user.email}`}>
            Reset two-factor
          </Button>
        </Popconfirm>
      )}
    </div>
  );
};
