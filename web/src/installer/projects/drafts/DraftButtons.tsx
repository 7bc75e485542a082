import { Button, Space, Typography } from 'antd';
import { DRAFT_TEXT } from '@portfolio/contract';
import type { ToastLink } from '../../shared/ToastLinks';
import { previewTab, type SaveMode } from './preview';

/** The add form's draft buttons, beside the spec's Submit (which publishes). */
export const AddDraftButtons = ({
  busy,
  onDraft,
  onPreview,
  children,
}: {
  busy: boolean;
  onDraft: () => void;
  onPreview: (tab: ReturnType<typeof previewTab>) => void;
  children: React.ReactNode;
}) => (
  <>
    <Space wrap>
      {children}
      <Button htmlType="button" disabled={busy} onClick={onDraft}>
        {DRAFT_TEXT.saveDraft}
      </Button>
      <Button htmlType="button" disabled={busy} onClick={() => onPreview(previewTab())}>
        {DRAFT_TEXT.preview}
      </Button>
    </Space>
    <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
      {DRAFT_TEXT.submitHint}
    </Typography.Paragraph>
  </>
);

/** The saved panel's link to a draft's preview (a fresh link each time: they expire). */
export const previewLink = (clientId: string, siteId: string): ToastLink => ({
  label: DRAFT_TEXT.openPreview,
  onClick: () => {
    void previewTab().show(clientId, siteId);
  },
});

/**
 * The Edit Site Details footer: Cancel, Save as draft, then for a draft Preview and Publish, for a
 * published project the spec's Save. Without edit-site-details (draft is a detail) only Save.
 */
export const EditDraftFooter = ({
  draft,
  canDetails,
  busy,
  onCancel,
  onSave,
}: {
  draft: boolean;
  canDetails: boolean;
  busy: boolean;
  onCancel: () => void;
  onSave: (mode: SaveMode, tab?: ReturnType<typeof previewTab>) => void;
}) => {
  const publish = draft && canDetails;
  return (
    <Space wrap style={{ justifyContent: 'flex-end' }}>
      <Button onClick={onCancel}>Cancel</Button>
      {canDetails && (
        <Button disabled={busy} onClick={() => onSave('draft')}>
          {DRAFT_TEXT.saveDraft}
        </Button>
      )}
      {publish && (
        <Button disabled={busy} onClick={() => onSave('preview', previewTab())}>
          {DRAFT_TEXT.preview}
        </Button>
      )}
      <Button type="primary" loading={busy} onClick={() => onSave(publish ? 'publish' : 'save')}>
        {publish ? DRAFT_TEXT.publish : 'Save'}
      </Button>
    </Space>
  );
};
