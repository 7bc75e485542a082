import { ReloadOutlined } from '@ant-design/icons';
import { Button, Descriptions, Empty, Space, Typography } from 'antd';
import { useState } from 'react';
import { FILE_KINDS, MESSAGES } from '@portfolio/contract';
import { InlineLoading } from '../shared/InlineLoading';
import { deleteLogo, logoDisplayName } from './api';
import { useLogos } from '../../api/reads';
import { TEXT } from '../shared/texts';
import { useConfirmDelete } from '../shared/useConfirmDelete';
import { useUndoToast } from '../shared/useUndoToast';
import { LogoOrderPanel } from './LogoOrderPanel';
import { LogoTile } from './LogoTile';
import { LogoUploadPanel } from './LogoUploadPanel';

/** The folder the logos live in: the common path prefix of the stored logos (public/logos2/ in the spec). */
const folderOf = (logos: string[] | undefined) => {
  const first = logos?.[0];
  if (!first) return 'Media Library › uploads';
  const dir = first.slice(0, first.lastIndexOf('/') + 1);
  return logos!.every((l) => l.startsWith(dir)) ? dir : 'Media Library › uploads';
};

/** Client Logo Management (addclient-logo). */
const LogosPage = () => {
  const { logos, isLoading, mutate } = useLogos();
  const [deleting, setDeleting] = useState<string>();
  const removedToast = useUndoToast();
  const confirmDelete = useConfirmDelete();

  const remove = async (path: string) => {
    setDeleting(path);
    try {
      const { trashId } = await deleteLogo(path);
      removedToast(TEXT.logoDeleted, trashId);
    } catch (e) {
      console.error(e);
      window.alert(TEXT.logoDeleteFailed);
    } finally {
      setDeleting(undefined);
    }
  };

  return (
    <section>
      <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <Typography.Title level={2}>Client Logo Management</Typography.Title>
        <Button icon={<ReloadOutlined />} onClick={() => mutate()}>
          Refresh
        </Button>
      </Space>
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Total logos">{logos?.length ?? 0}</Descriptions.Item>
        <Descriptions.Item label="Folder">{folderOf(logos)}</Descriptions.Item>
        <Descriptions.Item label="Supported formats">{FILE_KINDS.logo.label}</Descriptions.Item>
      </Descriptions>
      <LogoUploadPanel />
      {isLoading && <InlineLoading label="Loading logos..." />}
      {logos && logos.length === 0 && <Empty description="No client logos found" />}
      <div className="dash-grid">
        {logos?.map((p) => (
          <LogoTile
            key={p}
            path={p}
            deleting={deleting === p}
            onDelete={() =>
              confirmDelete({ name: logoDisplayName(p), text: MESSAGES.confirmDeleteLogo, onConfirm: () => remove(p) })
            }
          />
        ))}
      </div>
      {logos && logos.length > 1 && <LogoOrderPanel logos={logos} />}
    </section>
  );
};

export default LogosPage;
