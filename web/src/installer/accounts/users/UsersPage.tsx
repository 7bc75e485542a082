import { UserAddOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES, type UserSummary } from '@portfolio/contract';
import { InlineLoading } from '../../shared/InlineLoading';
import { useUsers } from '../../../api/reads';
import { sendPasswordReset } from '../api/account';
import { deleteUser, updateEmail, updatePowers, updateStatus } from '../api/users';
import { DASHBOARD_HOME, access } from '../../shared/access';
import { useDashboardUser } from '../../shared/DashboardUser';
import { serverMessage } from '../../shared/errors';
import { SaveBar } from '../../shared/SaveBar';
import { ConfirmBody } from '../../shared/useConfirmDelete';
import { TEXT } from '../../shared/texts';
import { useToast } from '../../shared/useToast';
import { useUnsavedChanges } from '../../shared/useUnsavedChanges';
import { UserTwoFactor } from '../two-factor/UserTwoFactor';
import { ChangeEmailModal } from './ChangeEmailModal';
import { PermissionsTable } from './PermissionsTable';
import { usePendingAccess, type PendingChange } from './usePendingAccess';
import { UserActions } from './UserActions';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Applies one user's pending change: the powers that changed, then the admin flag. */
const send = async (user: UserSummary, change: PendingChange) => {
  if (change.powers && Object.keys(change.powers).length) await updatePowers(user._id, change.powers);
  if (change.status !== undefined) await updateStatus(user._id, change.status);
};

/**
 * Users screen (spec sections 2 and 4) as a permissions table: pending changes held per user and
 * applied together by one "Apply Changes" bar (Cancel reverts); Confirm Deletion; reset and email.
 * `?new=<id>` marks (and scrolls to) a user just added.
 */
const UsersPage = () => {
  const { users, isLoading, error } = useUsers();
  const me = useDashboardUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const highlight = params.get('new') ?? undefined;
  const [query, setQuery] = useState('');
  const admins = users?.filter((u) => u.status).length ?? 0;
  // Nobody removes their own admin flag, nor the last admin's (the server refuses both too).
  const lockedReason = (u: UserSummary) => (u._id === me._id ? 'your own' : admins <= 1 ? 'the last admin' : undefined);
  const changes = usePendingAccess(send);
  const [selected, setSelected] = useState<UserSummary | null>(null);
  const [emailOf, setEmailOf] = useState<UserSummary | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [sendingReset, setSendingReset] = useState<string | null>(null);
  useUnsavedChanges(changes.count > 0);
  const toast = useToast();

  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? (users ?? []).filter((u) => u.email.includes(q)) : (users ?? []);
  }, [users, query]);

  useEffect(() => {
    if (highlight && users?.some((u) => u._id === highlight))
      document.getElementById(`user-${highlight}`)?.scrollIntoView?.({ block: 'center' });
  }, [highlight, users]);

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

  const confirmDelete = async () => {
    if (!selected) return;
    setDeleting(true);
    try {
      await deleteUser(selected._id);
      changes.forget(selected._id);
    } catch (e) {
      console.error(e);
    } finally {
      setDeleting(false);
      setSelected(null);
    }
  };

  return (
    <section className={changes.count ? 'has-save-bar' : undefined}>
      <Flex justify="space-between" align="center" wrap gap={12} className="dash-page-head">
        <Typography.Title level={2} style={{ margin: 0 }}>
          Users
        </Typography.Title>
        <Flex gap={8} wrap>
          <Input.Search
            placeholder="Search by email"
            aria-label="Search users"
            allowClear
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            style={{ width: 240, maxWidth: '100%' }}
          />
          {access.addUser(me) && (
            <Button
              type="primary"
              icon={<UserAddOutlined aria-hidden />}
              onClick={() => navigate(`${DASHBOARD_HOME}/adduser`)}
            >
              Add user
            </Button>
          )}
        </Flex>
      </Flex>
      <Typography.Paragraph type="secondary">
        Tick what each person may do; hover a column heading to see what it allows. Nothing changes until you apply.
      </Typography.Paragraph>
      {isLoading && <InlineLoading label="Loading users..." />}
      {error && !users && <Alert type="error" title="Could not load users." />}
      {users && (
        <PermissionsTable
          users={shown}
          meId={me._id}
          pending={changes.pending}
          lockedReason={lockedReason}
          highlight={highlight}
          onPower={changes.setPower}
          onStatus={changes.setStatus}
          twoFactor={(u) => <UserTwoFactor user={u} isMe={u._id === me._id} />}
          actions={(u) => (
            <UserActions
              user={u}
              sendingReset={sendingReset === u._id}
              onSendReset={() => sendReset(u)}
              onChangeEmail={() => setEmailOf(u)}
              onDelete={() => setSelected(u)}
            />
          )}
        />
      )}
      {changes.count > 0 && (
        <SaveBar
          summary={`${plural(changes.count, 'change')} for ${plural(changes.users, 'user')}`}
          saveText="Apply Changes"
          saving={changes.applying}
          onSave={() => changes.apply(users ?? [])}
          onCancel={changes.cancel}
        />
      )}
      {emailOf && (
        <ChangeEmailModal
          user={emailOf}
          onSave={(email) => updateEmail(emailOf._id, email)}
          onClose={() => setEmailOf(null)}
        />
      )}
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
        {selected && <ConfirmBody name={selected.email} text={MESSAGES.confirmDeleteUser} />}
      </Modal>
    </section>
  );
};

export default UsersPage;
