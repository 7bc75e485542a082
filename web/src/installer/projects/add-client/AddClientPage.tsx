import { Alert, Button, Card, Form, Progress, Typography } from 'antd';
import { useState } from 'react';
import {
  DRAFT_TEXT,
  displayNameOf,
  maySendSiteField,
  type Client,
  type FieldErrors,
  type Site,
} from '@portfolio/contract';
import { addClient, clientExists } from '../api/clients';
import { clientPath, projectPath } from '../../../public/portfolio/data';
import { serverMessage } from '../../shared/errors';
import { SavedPanel, type Saved } from '../../shared/SavedPanel';
import { ToastLinks } from '../../shared/ToastLinks';
import { SiteFields } from '../form/SiteFields';
import { TEXT } from '../../shared/texts';
import { useToast } from '../../shared/useToast';
import { useUnsavedChanges } from '../../shared/useUnsavedChanges';
import { useDashboardUser } from '../../shared/DashboardUser';
import { AddDraftButtons, previewLink } from '../drafts/DraftButtons';
import { appendDraft, type SaveMode, type previewTab } from '../drafts/preview';
import { ClientChoice } from './ClientChoice';
import { MediaFields } from './MediaFields';
import { useUploadProgress } from '../photos/useUploadProgress';
import { addedSite, initialValues, isUntouched, toFormData, validateAddClient, type AddClientValues } from './model';

/** The draft Preview saved, which the form now holds: later saves update it (addClient `draftOf`). */
interface HeldDraft {
  client: Client;
  site: Site;
  draftKey: string;
  /** The form's values as saved (later edits are unsaved changes). */
  values: AddClientValues;
}

/** Add Client/Project (spec sections 2, 4 and 5). */
const AddClientPage = () => {
  const toast = useToast();
  // Featuring a project needs what it needs on the Edit Site form (contract SITE_FIELDS).
  const canFeature = maySendSiteField(useDashboardUser().powers, 'featured');
  const [values, setValues] = useState<AddClientValues>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const upload = useUploadProgress();
  const progress = upload.percent;
  const [resetKey, setResetKey] = useState(0);
  // What was just added, with where it leads on: shown above the form until the form is edited again.
  const [saved, setSaved] = useState<Saved | null>(null);
  const [held, setHeld] = useState<HeldDraft | null>(null);
  const set = (patch: Partial<AddClientValues>) => {
    setSaved(null);
    setValues((v) => ({ ...v, ...patch }));
  };
  useUnsavedChanges(!isUntouched(values) && values !== held?.values);
  /** The form again, empty, with `name` chosen as its client (Add another). */
  const restart = (name = '') => {
    setHeld(null);
    set({ ...initialValues(), name });
    setResetKey((k) => k + 1);
  };

  /** Submit (the spec's save, published), Save as draft, or Preview (a draft, then its page in `tab`). */
  const submit = async (mode: SaveMode = 'save', tab?: ReturnType<typeof previewTab>) => {
    setSaved(null);
    const newName = values.clientType === 'new' && !held ? values.name.trim() : '';
    // The server answers 409 for a taken name anyway; asking first shows it beside the field.
    const nameTaken = newName ? await clientExists(newName).catch(() => false) : false;
    const found = validateAddClient(values, nameTaken);
    setErrors(found);
    if (Object.keys(found).length) {
      tab?.close();
      return;
    }
    const form = appendDraft(toFormData(values), mode);
    // The draft Preview saved is saved again, not added a second time.
    if (held) {
      form.append('draftOf', held.site._id);
      form.append('draftKey', held.draftKey);
    }
    upload.start(form);
    try {
      const { client, draftKey } = await addClient(form, upload.onProgress);
      const site = held ? client.sites.find((s) => s._id === held.site._id) : addedSite(client, values.site.siteName);
      const draft = mode === 'draft' || mode === 'preview';
      toast.success(draft ? DRAFT_TEXT.draftSaved : TEXT.clientSiteAdded);
      if (tab && site)
        await tab.show(client._id, site._id).catch(() => {
          tab.close();
          toast.error(DRAFT_TEXT.previewFailed);
        });
      if (mode === 'preview' && site && draftKey) {
        // The form keeps what was typed, now as that draft of this (now existing) client.
        const kept = { ...values, clientType: 'existing' as const, name: client.name, logo: null };
        setValues(kept);
        setHeld({ client, site, draftKey, values: kept });
        return;
      }
      setHeld(null);
      setSaved({
        title: TEXT.saved(displayNameOf(site ?? client)),
        links: [
          // A draft is not on the website: its preview is.
          draft && site
            ? previewLink(client._id, site._id)
            : { label: TEXT.viewOnWebsite, href: site ? projectPath(client, site) : clientPath(client) },
          // The form again, with this client chosen for its next site.
          { label: TEXT.addAnother, onClick: () => restart(client.name) },
        ],
      });
      setValues(initialValues());
      setResetKey((k) => k + 1);
    } catch (e) {
      console.error(e);
      tab?.close();
      toast.error(serverMessage(e, TEXT.addFailed));
    } finally {
      upload.stop();
    }
  };

  return (
    <Card style={{ maxWidth: 720 }}>
      <Typography.Title level={2}>Add Client/Project</Typography.Title>
      <SavedPanel saved={saved} />
      {held && (
        <Alert
          type="info"
          showIcon
          title={DRAFT_TEXT.previewing(displayNameOf(held.site))}
          description={
            <ToastLinks
              links={[
                previewLink(held.client._id, held.site._id),
                { label: TEXT.addAnother, onClick: () => restart(held.client.name) },
              ]}
              onFollow={() => undefined}
            />
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Form layout="vertical" onFinish={() => submit()} requiredMark={false}>
        <ClientChoice
          clientType={values.clientType}
          name={values.name}
          logo={values.logo}
          resetKey={resetKey}
          errors={errors}
          // Switching the client type clears the name (spec section 4).
          onType={(clientType) => set({ clientType, name: '', logo: null })}
          onName={(name) => set({ name })}
          onLogo={(logo) => set({ logo })}
          locked={!!held}
        />
        <SiteFields
          idPrefix="addclient"
          value={values.site}
          errors={errors}
          hideFeatured={!canFeature}
          onChange={(patch) => set({ site: { ...values.site, ...patch } })}
        />
        <MediaFields
          photos={values.photos}
          video={values.video}
          resetKey={resetKey}
          errors={errors}
          upload={upload}
          onPhotos={(photos) => set({ photos })}
          onVideo={(video) => set({ video })}
        />
        {progress !== null && <Progress percent={progress} aria-label="Upload progress" />}
        <AddDraftButtons
          busy={progress !== null}
          onDraft={() => submit('draft')}
          onPreview={(tab) => submit('preview', tab)}
        >
          <Button type="primary" htmlType="submit" loading={progress !== null}>
            Submit
          </Button>
        </AddDraftButtons>
      </Form>
    </Card>
  );
};

export default AddClientPage;
