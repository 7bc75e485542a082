import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  CAREER_MESSAGES as M,
  type Application,
  type ApplicationChange,
  type ApplicationStatus,
} from '@portfolio/contract';
import { changeApplication, cvUrl, deleteApplication } from '../api/careers';
import { useUsers } from '../../../api/reads';
import { DASHBOARD_HOME } from '../../shared/access';
import { ConfirmDelete } from '../../shared/ConfirmDelete';
import type { InboxItemParts } from '../common/InboxItemPage';
import { OwnerSelect } from '../common/owners';
import { applicationStatusOptions } from './labels';

/** What an application's page saves, one at a time. */
export type ApplicationSaving = 'status' | 'owner' | 'note' | 'delete';

/** Under an application's header: its status and owner, the CV, and Delete (confirmed first, then back to the list). */
export const ApplicationActions = ({ item: a, id, saving, save }: InboxItemParts<Application, ApplicationSaving>) => {
  const navigate = useNavigate();
  const { users } = useUsers();
  const [confirming, setConfirming] = useState(false);

  const change = (what: 'status' | 'owner', body: ApplicationChange) => save(what, () => changeApplication(id, body));
  const remove = async () => {
    if (await save('delete', () => deleteApplication(id), M.applicationDeleted))
      navigate(`${DASHBOARD_HOME}/applications`);
  };

  return (
    <Space wrap style={{ marginTop: 12, width: '100%' }}>
      {/* The status once: in its dropdown (no tag beside it). */}
      <Select
        aria-label="Change status"
        value={a.status}
        loading={saving === 'status'}
        disabled={!!saving}
        style={{ minWidth: 160 }}
        options={applicationStatusOptions}
        onChange={(status: ApplicationStatus) => void change('status', { status })}
      />
      {/* Only admins may see applications, so only they may own one. */}
      <OwnerSelect
        value={a.owner?._id ?? null}
        users={users?.filter((u) => u.status)}
        disabled={!!saving}
        loading={saving === 'owner'}
        onChange={(owner) => void change('owner', { owner })}
      />
      <Button type="primary" icon={<DownloadOutlined />} href={cvUrl(id)}>
        Download CV
      </Button>
      <Button danger icon={<DeleteOutlined />} disabled={!!saving} onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDelete
        open={confirming}
        name={a.name}
        text={M.confirmDeleteApplication}
        busy={saving === 'delete'}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </Space>
  );
};
