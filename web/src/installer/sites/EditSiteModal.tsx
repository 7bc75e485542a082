import { Form, Modal, Progress, Typography } from 'antd';
import { useState } from 'react';
import { MESSAGES, displayNameOf, titleCase, type ClientCardData, type FieldErrors, type Site } from '@portfolio/contract';
import { updateSite } from '../../api/clients';
import { projectPath } from '../../public/portfolio/data';
import { MediaFields, VideoPreview } from '../addclient/MediaFields';
import { serverMessage } from '../shared/errors';
import type { Saved } from '../shared/SavedPanel';
import { SiteFields } from '../shared/SiteFields';
import { TEXT } from '../shared/texts';
import { useToast } from '../shared/useToast';
import { useUnsavedChanges } from '../shared/useUnsavedChanges';
import { photoItemsOf } from '../photos/model';
import { useUploadProgress } from '../photos/useUploadProgress';
import { fromSite, toUpdateForm, validateEdit, type SiteEdit } from './siteUpdate';

interface Props {
  client: Pick<ClientCardData, '_id' | 'name' | 'displayName' | 'slug'> | undefined;
  site: Site | undefined;
  canDetails: boolean;
  canPhotos: boolean;
  onClose: () => void;
  /** After a save: what the page shows above the list ("<site> saved", "View on website"). */
  onSaved?: (saved: Saved) => void;
}

/** Edit Site Details: fields by edit-site-details, photos and video by edit-site-photos (spec section 6). */
export const EditSiteModal = ({ client, site, canDetails, canPhotos, onClose, onSaved }: Props) => {
  const toast = useToast();
  const [initial] = useState<SiteEdit>(() => ({
    details: site ? { ...fromSite(site), locations: titleCase(site.locations ?? '') } : fromSite({} as Site),
    photos: photoItemsOf(site),
    video: null,
  }));
  const [edit, setEdit] = useState<SiteEdit>(initial);
  useUnsavedChanges(edit !== initial && JSON.stringify(edit) !== JSON.stringify(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const upload = useUploadProgress();
  const progress = upload.percent;

  const save = async () => {
    if (!site || !client) {
      toast.error(MESSAGES.missingSiteOrClient);
      return;
    }
    const found = validateEdit(edit, canDetails, canPhotos);
    setErrors(found);
    if (Object.keys(found).length) return;
    const form = toUpdateForm(client._id, site, edit, canDetails, canPhotos, initial.photos);
    upload.start(form);
    try {
      const saved = await updateSite(form, upload.onProgress);
      toast.success(TEXT.siteUpdated);
      // The project's page under its name as saved (a rename moves it; the old address redirects).
      const now = saved.site ?? site;
      onSaved?.({ title: TEXT.saved(displayNameOf(now)), links: [{ label: TEXT.viewOnWebsite, href: projectPath(client, now) }] });
      onClose();
    } catch (e) {
      console.error(e);
      toast.error(serverMessage(e, TEXT.siteUpdateFailed));
      upload.stop();
    }
  };

  return (
    <Modal title="Edit Site Details" open width={720} okText="Save" cancelText="Cancel" confirmLoading={progress !== null} onOk={save} onCancel={onClose}>
      <Form layout="vertical" onFinish={save}>
        <SiteFields idPrefix="editsite" value={edit.details} errors={errors} disabled={!canDetails} onChange={(patch) => setEdit((e) => ({ ...e, details: { ...e.details, ...patch } }))} />
        {site?.video && !edit.video && (
          <>
            <Typography.Text>Current video</Typography.Text>
            <VideoPreview file={null} src={site.video} />
          </>
        )}
        <MediaFields
          photos={edit.photos}
          video={edit.video}
          resetKey={0}
          errors={errors}
          disabledPhotos={!canPhotos}
          photosLabel="Photos"
          upload={upload}
          onPhotos={(photos) => setEdit((e) => ({ ...e, photos }))}
          onVideo={(video) => setEdit((e) => ({ ...e, video }))}
        />
        {progress !== null && <Progress percent={progress} aria-label="Upload progress" />}
      </Form>
    </Modal>
  );
};
