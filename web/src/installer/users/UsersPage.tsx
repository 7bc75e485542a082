import { Alert, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { MESSAGES, type Power, type Powers, type UserSummary } from '@portfolio/contract';
import { InlineLoading } from '../shared/InlineLoading';
import { useUsers } from '../../api/reads';
import { sendPasswordReset } from '../../api/account';
import { deleteUser, updateEmail, updatePowers, updateStatus } from '../../api/users';
import { useDashboardUser } from '../dashboard/DashboardUser';
import { AccountControls } from './AccountControls';
import { serverMessage } from '../shared/errors';
import { TEXT } from '../shared/texts';
import { useToast } from '../shared/useToast';
import { useUnsavedChanges } from '../shared/useUnsavedChanges';
import { UserCard } from './UserCard';
import { UserTwoFactor } from '../two-factor/UserTwoFactor';

type Pending = Record<string, Partial<Powers>>;

/** Users screen (spec sections 2 and 4): per-user pending power changes, Apply Changes, Confirm Deletion. */
const UsersPage = () => {
  const { users, isLoading, error } = useUsers();
  const me = useDashboardUser();
  const [editingEmail, setEditingEmail] = useState<Record<string, boolean>>({});
  const admins = users?.filter((u) => u.status).length ?? 0;
  // Nobody removes their own admin flag, nor the last admin's (the server refuses both too).
  const lockedReason = (u: UserSummary) => (u._id === me._id ? 'your own' : admins <= 1 ? 'the last admin' : undefined);
  const [pending, setPending] = useState<Pending>({});
  const [applying, setApplying] = useState<string | null>(null);
  const [selected, setSelected] = useState<UserSummary | null>(null);
  const [deleting, setDeleting] = useState(false);
  useUnsavedChanges(Object.keys(pending).length > 0 || Object.values(editingEmail).some(Boolean));
  const [sendingReset, setSendingReset] = useState<string | null>(null);
  const toast = useToast();

  const sendReset = async (user: UserSummary) => {
    setSendingReset(user._id);
    try {
      toast.success((await sendPasswordReset(user._id)).message);
    } catch (e) {
      console.error(e);
      toast.error(serverMessage(e, TEXT.resetEmailFailed));
    } finally {
      setSendingReset(null);
    }
  };

  const toggle = (user: UserSummary, power: Power, value: boolean) =>
    setPending((all) => {
      const mine = { ...all[user._id] };
      if ((user.powers?.[power] === true) === value) delete mine[power];
      else mine[power] = value;
      const next = { ...all };
      if (Object.keys(mine).length) next[user._id] = mine;
      else delete next[user._id];
      return next;
    });

  const apply = async (user: UserSummary) => {
    const changes = pending[user._id];
    if (!changes) return;
    setApplying(user._id);
    try {
      await updatePowers(user._id, changes);
      setPending(({ [user._id]: _done, ...rest }) => rest);
    } catch (e) {
      // Spec section 8: users screen failures are only logged.
      console.error(e);
    } finally {
      setApplying(null);
    }
  };

  const confirmDelete = async () => {
    if (!selected) return;
    setDeleting(true);
    try {
      await deleteUser(selected._id);
      setPending(({ [selected._id]: _gone, ...rest }) => rest);
    } catch (e) {
      console.error(e);
    } finally {
      setDeleting(false);
      setSelected(null);
    }
  };

  return (
    <section>
      <Typography.Title level={2}>Users</Typography.Title>
      {isLoading && <InlineLoading label="Loading users..." />}
      {error && !users && <Alert type="error" title="Could not load users." />}
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        {users?.map((u) => (
          <UserCard
            key={u._id}
            user={u}
            account={
              <>
                <UserTwoFactor user={u} isMe={u._id === me._id} />
                <AccountControls
                  user={u}
                  lockedReason={lockedReason(u)}
                  onStatus={(status) => updateStatus(u._id, status)}
                  onEmail={(email) => updateEmail(u._id, email)}
                  onDirty={(dirty) => setEditingEmail((all) => ({ ...all, [u._id]: dirty }))}
                />
              </>
            }
            pending={pending[u._id]}
            applying={applying === u._id}
            onToggle={(power, value) => toggle(u, power, value)}
            onApply={() => apply(u)}
            onDelete={() => setSelected(u)}
            sendingReset={sendingReset === u._id}
            onSendReset={() => sendReset(u)}
          />
        ))}
      </Space>
      <Modal
        title="Confirm Deletion"
        open={!!selected}
        okText="Delete"
        okButtonProps={{ danger: true }}
        confirmLoading={deleting}
        cancelText="Cancel"
        onOk={confirmDelete}
        onCancel={() => setSelected(null)}
      >
        <p>{MESSAGES.confirmDeleteUser}</p>
      </Modal>
    </section>
  );
};

export default UsersPage;
