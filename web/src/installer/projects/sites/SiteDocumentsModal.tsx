import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, List, Modal, Progress, Select, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import {
  DOCUMENT_FILE_TYPES,
  SITE_DOCUMENT_KINDS,
  SITE_DOCUMENT_KIND_LABELS,
  SITE_DOCUMENT_MESSAGES as M,
  documentTypeLabel,
  formatFileSize,
  type SiteDocumentKind,
} from '@portfolio/contract';
import { attachSiteDocument, removeSiteDocument, useSiteDocuments } from '../api/site-documents';
import { InlineLoading } from '../../shared/InlineLoading';
import { serverMessage } from '../../shared/errors';
import { useToast } from '../../shared/useToast';

interface Props {
  siteId: string;
  name: string;
  onClose: () => void;
}

/** A project's private tender documents (status users): completion certificate, work order, other. Never public. */
export const SiteDocumentsModal = ({ siteId, name, onClose }: Props) => {
  const { documents, isLoading, error } = useSiteDocuments(siteId);
  const toast = useToast();
  const [kind, setKind] = useState<SiteDocumentKind>('completion-certificate');
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (file: File) => {
    setProblem(null);
    setProgress(0);
    try {
      const res = await attachSiteDocument(siteId, kind, file, setProgress);
      toast.success(res.message ?? M.created);
    } catch (e) {
      setProblem(serverMessage(e, 'Could not attach the document. Please try again.'));
    } finally {
      setProgress(null);
    }
    return false;
  };

  const remove = async (href: string) => {
    try {
      const res = await removeSiteDocument(siteId, href);
      toast.success(res.message ?? M.removed);
    } catch (e) {
      toast.error(serverMessage(e, 'Could not remove the document. Please try again.'));
    }
  };

  return (
    <Modal
      open
      title={`Tender documents: ${name}`}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      width={640}
    >
      <Typography.Paragraph type="secondary">
        Proof for tenders, kept private: only status users can open these files. They are never shown on the website.
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select<SiteDocumentKind>
          aria-label="Document type"
          value={kind}
          onChange={setKind}
          style={{ minWidth: 220 }}
          options={SITE_DOCUMENT_KINDS.map((k) => ({ value: k, label: SITE_DOCUMENT_KIND_LABELS[k] }))}
        />
        <Upload
          accept={DOCUMENT_FILE_TYPES.accept}
          showUploadList={false}
          beforeUpload={send}
          disabled={progress !== null}
        >
          <Button icon={<UploadOutlined />} loading={progress !== null}>
            Attach file ({DOCUMENT_FILE_TYPES.label})
          </Button>
        </Upload>
      </Space>
      {progress !== null && <Progress percent={progress} size="small" aria-label="Upload progress" />}
      {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} />}
      {isLoading && <InlineLoading label="Loading documents…" />}
      {error && <Alert type="error" showIcon message={serverMessage(error, 'Could not load the documents.')} />}
      {documents && (
        <List
          bordered
          dataSource={documents}
          locale={{ emptyText: 'No documents yet. Attach the completion certificate and the work order.' }}
          renderItem={(d) => (
            <List.Item
              actions={[
                <a key="open" href={d.href} download={d.fileName}>
                  Download
                </a>,
                <Button
                  key="remove"
                  type="link"
                  danger
                  size="small"
                  onClick={() => remove(d.href)}
                  aria-label={`Remove ${d.fileName}`}
                >
                  Remove
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={SITE_DOCUMENT_KIND_LABELS[d.kind]}
                description={`${d.fileName} · ${documentTypeLabel(d.mime)}, ${formatFileSize(d.size)}`}
              />
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
};
