import { Button, Card, Empty, Space, Typography } from 'antd';
import { useState } from 'react';
import { TRASH, formatDateTime, titleCase, type TrashItem } from '@portfolio/contract';
import { deleteForEver, restoreTrash, useTrash } from '../../api/trash';
import { useTimeZone } from '../../api/reads';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { serverMessage } from '../shared/errors';
import { InlineLoading } from '../shared/InlineLoading';
import { TEXT } from '../shared/texts';
import { useToast } from '../shared/useToast';

const KIND_LABELS: Record<string, string> = {
  client: 'Client',
  site: 'Site',
  press: 'Press post',
  award: 'Award',
  testimonial: 'Testimonial',
  logo: 'Logo',
  job: 'Job opening',
  document: 'Document',
};

/** "Client", "Site of Acme Corp", "Award", "Logo". */
export const kindLabel = (item: TrashItem) => {
  if (item.kind === 'site') return item.context ? `Site of ${titleCase(item.context)}` : KIND_LABELS.site;
  if (item.kind === 'post') return KIND_LABELS[item.context ?? ''] ?? 'Post';
  if (item.kind === 'job') return item.context ? `Job opening in ${item.context}` : KIND_LABELS.job;
  if (item.kind === 'document') return item.context ? `Document (${item.context})` : KIND_LABELS.document;
  return KIND_LABELS[item.kind];
};

/** Client and site names are stored lowercase; titles and file names are shown as they are. */
const displayName = (item: TrashItem) =>
  item.kind === 'client' || item.kind === 'site' ? titleCase(item.label) : item.label;

/** The Trash (status users): what was removed, by whom and when; Restore, or Delete for ever. */
const TrashPage = () => {
  const { items, isLoading } = useTrash();
  const zone = useTimeZone();
  const when = (value: string) => formatDateTime(value, zone);
  const toast = useToast();
  const [busy, setBusy] = useState<string>();
  const [confirming, setConfirming] = useState<TrashItem | null>(null);

  const restore = async (item: TrashItem) => {
    setBusy(item._id);
    try {
      const { message } = await restoreTrash(item._id);
      toast.success(message);
    } catch (e) {
      console.error(e);
      toast.error(serverMessage(e, TEXT.restoreFailed));
    } finally {
      setBusy(undefined);
    }
  };

  const destroy = async () => {
    if (!confirming) return;
    setBusy(confirming._id);
    try {
      const { message } = await deleteForEver(confirming._id);
      toast.success(message);
    } catch (e) {
      console.error(e);
      toast.error(serverMessage(e, TEXT.deleteForEverFailed));
    } finally {
      setBusy(undefined);
      setConfirming(null);
    }
  };

  return (
    <section>
      <Typography.Title level={2}>Trash</Typography.Title>
      <Typography.Paragraph>
        Removed clients, sites, posts and logos stay here with their files for {TRASH.retentionDays} days, then they are
        deleted for ever.
      </Typography.Paragraph>
      {isLoading && <InlineLoading label="Loading the Trash..." />}
      {items && items.length === 0 && <Empty description="The Trash is empty." />}
      <div className="dash-grid">
        {items?.map((item) => {
          const name = displayName(item);
          return (
            <Card
              key={item._id}
              role="article"
              aria-label={name}
              size="small"
              title={name}
              extra={<Typography.Text type="secondary">{kindLabel(item)}</Typography.Text>}
            >
              <Typography.Paragraph style={{ marginBottom: 8 }}>
                Removed by {item.removedBy ?? 'unknown'} on {when(item.removedAt)}
                <br />
                {item.fileCount} {item.fileCount === 1 ? 'file' : 'files'}, deleted for ever on {when(item.purgeAt)}
              </Typography.Paragraph>
              <Space>
                <Button
                  type="primary"
                  loading={busy === item._id && !confirming}
                  onClick={() => restore(item)}
                  aria-label={`Restore ${name}`}
                >
                  Restore
                </Button>
                <Button danger onClick={() => setConfirming(item)} aria-label={`Delete for ever ${name}`}>
                  Delete for ever
                </Button>
              </Space>
            </Card>
          );
        })}
      </div>
      <ConfirmDelete
        open={!!confirming}
        text={confirming ? TEXT.confirmDeleteForEver(displayName(confirming)) : ''}
        busy={!!confirming && busy === confirming._id}
        onConfirm={destroy}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
};

export default TrashPage;
