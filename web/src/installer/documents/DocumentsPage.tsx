import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Grid, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  PUBLIC_ROUTES,
  DOCUMENT_CATEGORY_SINGULAR,
  DOCUMENT_MESSAGES as M,
  documentTypeLabel,
  formatDate,
  formatFileSize,
  type DocumentItem,
} from '@portfolio/contract';
import { removeDocument, updateDocument, uploadDocument, useDocuments } from './api';
import { useTimeZone } from '../../api/reads';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { InlineLoading } from '../shared/InlineLoading';
import { serverMessage } from '../shared/errors';
import { useToast } from '../shared/useToast';
import { useUndoToast } from '../shared/useUndoToast';
import { DocumentForm } from './DocumentForm';

const sizeOf = (doc: DocumentItem) => `${documentTypeLabel(doc.mime)}, ${formatFileSize(doc.size)}`;
/** The register's word for a document: when it expires, or that it has. */
const Validity = ({ doc }: { doc: DocumentItem }) => {
  if (!doc.expiresOn) return null;
  const when = formatDate(doc.expiresOn);
  if (doc.validity === 'expired') return <Tag color="error">Expired {when}</Tag>;
  return (
    <Tag
      color={doc.validity === 'expiring' ? 'warning' : 'default'}
    >{`${doc.validity === 'expiring' ? 'Expires' : 'Valid until'} ${when}`}</Tag>
  );
};

/**
 * Certificates and downloads (status users): upload, edit, replace and remove to the Trash; listed at /certifications.
 */
const DocumentsPage = () => {
  const { documents, error, isLoading } = useDocuments();
  const zone = useTimeZone();
  const day = (iso: string) => formatDate(iso, zone);
  const toast = useToast();
  const undoToast = useUndoToast();
  const [editing, setEditing] = useState<DocumentItem | null | 'new'>(null);
  const [removing, setRemoving] = useState<DocumentItem | null>(null);
  const [busy, setBusy] = useState(false);
  // On a phone the category, size and date go under the title, so the actions stay on screen.
  const wide = Grid.useBreakpoint().md !== false;

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      const res = await removeDocument(removing._id);
      undoToast(res.message ?? M.removed, res.trashId);
      setRemoving(null);
    } catch (e) {
      toast.error(serverMessage(e, 'Could not remove the document. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const actions = (doc: DocumentItem) => (
    <Space wrap>
      <Button size="small" onClick={() => setEditing(doc)} aria-label={`Edit ${doc.title}`}>
        Edit
      </Button>
      <Button size="small" danger onClick={() => setRemoving(doc)} aria-label={`Delete ${doc.title}`}>
        Delete
      </Button>
    </Space>
  );

  return (
    <section>
      <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Certificates and downloads
        </Typography.Title>
        <Space wrap>
          <a href={PUBLIC_ROUTES.certifications} target="_blank" rel="noreferrer">
            View the public page
          </a>
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setEditing('new')}>
            Upload document
          </Button>
        </Space>
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        Test reports, certificates and brochures (PDF, or JPG/PNG scans, up to 20 MB) listed on the public
        Certifications page for anyone to download.
      </Typography.Paragraph>
      {error && !documents && <Alert type="error" title="Could not load the documents." />}
      {isLoading && !documents && <InlineLoading label="Loading documents..." />}
      {documents && (
        <Table<DocumentItem>
          rowKey="_id"
          dataSource={documents}
          pagination={false}
          scroll={wide ? { x: 'max-content' } : undefined}
          locale={{ emptyText: 'No documents yet. Upload the first one with "Upload document".' }}
          columns={[
            {
              title: wide ? 'Title' : 'Document',
              key: 'title',
              render: (_, doc) => (
                <Space orientation="vertical" size={0}>
                  <a href={doc.href} download={doc.fileName}>
                    {doc.title}
                  </a>
                  {!wide && (
                    <>
                      <Typography.Text type="secondary">
                        {DOCUMENT_CATEGORY_SINGULAR[doc.category]} · {sizeOf(doc)} · {day(doc.updatedAt)}
                      </Typography.Text>
                      <Validity doc={doc} />
                      <div style={{ marginTop: 8 }}>{actions(doc)}</div>
                    </>
                  )}
                </Space>
              ),
            },
            ...(wide
              ? [
                  {
                    title: 'Category',
                    key: 'category',
                    render: (_: unknown, doc: DocumentItem) => (
                      <Tag>{DOCUMENT_CATEGORY_SINGULAR[doc.category] ?? doc.category}</Tag>
                    ),
                  },
                  { title: 'Size', key: 'size', render: (_: unknown, doc: DocumentItem) => sizeOf(doc) },
                  { title: 'Date', key: 'date', render: (_: unknown, doc: DocumentItem) => day(doc.updatedAt) },
                  {
                    title: 'Validity',
                    key: 'validity',
                    render: (_: unknown, doc: DocumentItem) => <Validity doc={doc} />,
                  },
                ]
              : []),
            ...(wide
              ? [{ title: 'Actions', key: 'actions', render: (_: unknown, doc: DocumentItem) => actions(doc) }]
              : []),
          ]}
        />
      )}
      {editing && (
        <DocumentForm
          document={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSave={async (values, file, onProgress) => {
            const res =
              editing === 'new'
                ? await uploadDocument(values, file!, onProgress)
                : await updateDocument(editing._id, values, file, onProgress);
            toast.success(res.message);
          }}
        />
      )}
      <ConfirmDelete
        open={!!removing}
        text={M.confirmRemove}
        busy={busy}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
};

export default DocumentsPage;
