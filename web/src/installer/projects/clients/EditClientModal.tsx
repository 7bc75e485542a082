import { Form, Input, Modal, Progress } from 'antd';
import { useState } from 'react';
import { MESSAGES, displayNameOf, type ClientCardData } from '@portfolio/contract';
import { clientExists, updateClient } from '../api/clients';
import { clientPath } from '../../../public/portfolio/data';
import { serverMessage } from '../../shared/errors';
import type { Saved } from '../../shared/SavedPanel';
import { acceptOf, checkFile } from '../../shared/fileChecks';
import { FileField } from '../../shared/FileField';
import { ImagePreview } from '../../shared/ImagePreview';
import { TEXT } from '../../shared/texts';
import { useToast } from '../../shared/useToast';
import { useUnsavedChanges } from '../../shared/useUnsavedChanges';

interface Props {
  client: ClientCardData;
  onClose: () => void;
  /** After a save: what the page shows above the list ("<client> saved", "View on website"). */
  onSaved?: (saved: Saved) => void;
}

/** Edit a client's name and logo (PATCH updateClient with only what changed). Mount per client. */
export const EditClientModal = ({ client, onClose, onSaved }: Props) => {
  const toast = useToast();
  const [name, setName] = useState(displayNameOf(client));
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ name?: string; logo?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  useUnsavedChanges(!!logo || name.trim() !== displayNameOf(client));

  const confirm = async () => {
    const trimmed = name.trim().toLowerCase();
    const found: typeof errors = {};
    if (!trimmed) found.name = MESSAGES.clientNameRequired;
    // Another client's name: asked of the server (the screen holds one page of clients); it refuses with 409 anyway.
    else if (trimmed !== client.name && (await clientExists(trimmed).catch(() => false)))
      found.name = MESSAGES.clientExists;
    found.logo = checkFile(logo, 'logo', 'Logo');
    setErrors(found);
    if (found.name || found.logo) return;
    const form = new FormData();
    // Sent as typed whenever it changed, capitals included (the server keeps the lowercase name beside it).
    if (name.trim() !== displayNameOf(client)) form.append('name', name.trim());
    if (logo) form.append('coverPhoto', logo);
    if (![...form.keys()].length) return onClose();
    setProgress(0);
    try {
      const saved = await updateClient(client._id, form, setProgress);
      toast.success(TEXT.clientUpdated);
      const now = saved.client ?? client;
      onSaved?.({
        title: TEXT.saved(displayNameOf(now)),
        links: [{ label: TEXT.viewOnWebsite, href: clientPath(now) }],
      });
      onClose();
    } catch (e) {
      console.error(e);
      toast.error(serverMessage(e, TEXT.clientUpdateFailed));
      setProgress(null);
    }
  };

  return (
    <Modal
      title="Edit Client"
      open
      okText="Confirm"
      cancelText="Cancel"
      confirmLoading={progress !== null}
      onOk={confirm}
      onCancel={onClose}
    >
      <Form layout="vertical" onFinish={confirm}>
        <Form.Item
          label="Client Name"
          htmlFor="editclient-name"
          validateStatus={errors.name ? 'error' : undefined}
          help={errors.name}
        >
          <Input id="editclient-name" value={name} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        <FileField
          label="Logo Image"
          accept={acceptOf('logo')}
          error={errors.logo}
          onFiles={(f) => setLogo(f[0] ?? null)}
        />
        <ImagePreview file={logo} fallbackSrc={client.coverPhoto} alt="Logo preview" />
        {progress !== null && <Progress percent={progress} aria-label="Upload progress" />}
      </Form>
    </Modal>
  );
};
