import { Form, Modal, Progress, Typography } from 'antd';
import { useState } from 'react';
import {
  DRAFT_TEXT,
  MESSAGES,
  displayNameOf,
  titleCase,
  type ClientCardData,
  type FieldErrors,
  type Site,
} from '@portfolio/contract';
import { updateSite } from '../api/clients';
import { projectPath } from '../../../public/portfolio/data';
import { MediaFields, VideoPreview } from '../add-client/MediaFields';
import { serverMessage } from '../../shared/errors';
import type { Saved } from '../../shared/SavedPanel';
import { SiteFields } from '../form/SiteFields';
import { TEXT } from '../../shared/texts';
import { useToast } from '../../shared/useToast';
import { useUnsavedChanges } from '../../shared/useUnsavedChanges';
import { EditDraftFooter, previewLink } from '../drafts/DraftButtons';
import { appendDraft, type SaveMode, type previewTab } from '../drafts/preview';
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

  /** Save (the spec's), Save as draft, Preview (a draft saved, then its page in `tab`) or Publish. */
  const save = async (mode: SaveMode = 'save', tab?: ReturnType<typeof previewTab>) => {
    if (!site || !client) {
      tab?.close();
      toast.error(MESSAGES.missingSiteOrClient);
      return;
    }
    const found = validateEdit(edit, canDetails, canPhotos);
    setErrors(found);
    if (Object.keys(found).length) {
      tab?.close();
      return;
    }
    const form = appendDraft(toUpdateForm(client._id, site, edit, canDetails, canPhotos, initial.photos), mode);
    upload.start(form);
    try {
      const saved = await updateSite(form, upload.onProgress);
      const now = saved.site ?? site;
      toast.success(
        mode === 'publish' ? DRAFT_TEXT.published : mode === 'save' ? TEXT.siteUpdated : DRAFT_TEXT.draftSaved,
      );
      if (tab)
        await tab.show(client._id, site._id).catch(() => {
          tab.close();
          toast.error(DRAFT_TEXT.previewFailed);
        });
      // The project's page under its name as saved (a rename moves it; the old address redirects); a draft's preview.
      onSaved?.({
        title: TEXT.saved(displayNameOf(now)),
        links: [
          now.draft ? previewLink(client._id, site._id) : { label: TEXT.viewOnWebsite, href: projectPath(client, now) },
        ],
      });
      onClose();
    } catch (e) {
      console.error(e);
      tab?.close();
      toast.error(serverMessage(e, TEXT.siteUpdateFailed));
      upload.stop();
    }
  };

  return (
    <Modal
      title="Edit Site Details"
      open
      width={720}
      onCancel={onClose}
      footer={
        <EditDraftFooter
          draft={site?.draft === true}
          canDetails={canDetails}
          busy={progress !== null}
          onCancel={onClose}
          onSave={save}
        />
      }
    >
      <Form layout="vertical" onFinish={() => save()}>
        <SiteFields
          idPrefix="editsite"
          value={edit.details}
          errors={errors}
          disabled={!canDetails}
          onChange={(patch) => setEdit((e) => ({ ...e, details: { ...e.details, ...patch } }))}
        />
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
