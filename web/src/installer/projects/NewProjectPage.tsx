import { Button, Form, Grid, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import {
  API,
  DRAFT_TEXT,
  MESSAGES,
  SITE_LABELS,
  hasSite,
  maySendSiteField,
  type FieldErrors,
  type ProjectEditorResponse,
} from '@portfolio/contract';
import { addClient, clientExists } from './api/clients';
import { ClientChoice } from './add-client/ClientChoice';
import {
  addedSite,
  initialValues,
  isUntouched,
  toFormData,
  validateAddClient,
  type AddClientValues,
} from './add-client/model';
import { useDashboardUser } from '../shared/DashboardUser';
import { appendDraft, previewTab, type SaveMode } from './drafts/preview';
import { PhotoField } from './photos/PhotoField';
import { useUploadProgress } from './photos/useUploadProgress';
import { SiteFields, type SiteFieldsPart } from './form/SiteFields';
import { serverMessage } from '../shared/errors';
import { TEXT } from '../shared/texts';
import { useToast } from '../shared/useToast';
import { useUnsavedChanges } from '../shared/useUnsavedChanges';
import { VideoField } from './VideoField';
import { EditorBar, Section, SectionIndex } from './editorParts';
import { projectEditorPath } from './paths';
import './projects.css';

/** The add form's rules, and a project is what this page adds: its name at least. */
const validate = (values: AddClientValues, nameTaken: boolean): FieldErrors => {
  const errors = validateAddClient(values, nameTaken);
  if (
    !hasSite({ ...values.site, area: values.site.area ?? undefined, site_start: values.site.site_start ?? undefined })
  )
    errors.siteName = MESSAGES.required(SITE_LABELS.siteName);
  return errors;
};

/**
 * A new project on the editor page's sections (/installer/dashboard/projects/new): its client
 * (chosen, or a new one with its logo), the project's fields, photos and video, and the save bar's
 * Save draft, Preview (a draft, then its preview in a new tab) and Publish. Saved once, the project
 * exists: the address moves to its own editor page (/projects/{id}), which shows what was typed as
 * saved, and later saves update it there. It adds through addClient, as the Add Client screen does.
 */
const NewProjectPage = () => {
  const toast = useToast();
  const navigate = useNavigate();
  const phone = !Grid.useBreakpoint().lg;
  const canFeature = maySendSiteField(useDashboardUser().powers, 'featured');
  const [values, setValues] = useState<AddClientValues>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const upload = useUploadProgress();
  const busy = upload.percent !== null;
  const letThrough = useUnsavedChanges(!isUntouched(values));
  const set = (patch: Partial<AddClientValues>) => setValues((v) => ({ ...v, ...patch }));
  const fields = (part: SiteFieldsPart) => (
    <SiteFields
      idPrefix="project"
      part={part}
      value={values.site}
      errors={errors}
      disabled={busy}
      hideFeatured={!canFeature}
      onChange={(patch) => set({ site: { ...values.site, ...patch } })}
    />
  );

  /** Adds the project (a draft, or published), then continues on its own editor page. */
  const save = async (mode: SaveMode, tab?: ReturnType<typeof previewTab>) => {
    const newName = values.clientType === 'new' ? values.name.trim() : '';
    // The server answers 409 for a taken name anyway; asking first shows it beside the field.
    const nameTaken = newName ? await clientExists(newName).catch(() => false) : false;
    const found = validate(values, nameTaken);
    setErrors(found);
    if (Object.keys(found).length) {
      tab?.close();
      toast.error('Some fields need attention: see the messages in red.');
      return;
    }
    const form = appendDraft(toFormData(values), mode);
    upload.start(form);
    try {
      const { client } = await addClient(form, upload.onProgress);
      const site = addedSite(client, values.site.siteName);
      toast.success(mode === 'save' ? DRAFT_TEXT.published : DRAFT_TEXT.draftSaved);
      if (!site) return;
      if (tab)
        await tab.show(client._id, site._id).catch(() => {
          tab.close();
          toast.error(DRAFT_TEXT.previewFailed);
        });
      // Its editor page opens on what was saved at once (and reads it again behind it).
      const { _id, name, displayName, slug } = client;
      const saved: ProjectEditorResponse = { client: { _id, name, displayName, slug }, site };
      await mutate(API.project(site._id), saved, { revalidate: false });
      letThrough();
      navigate(projectEditorPath(site._id), { replace: true });
    } catch (e) {
      tab?.close();
      toast.error(serverMessage(e, TEXT.addFailed));
    } finally {
      upload.stop();
    }
  };

  return (
    <section className="pe">
      <header className="pe-header">
        <Typography.Title level={2} style={{ margin: 0 }}>
          New project
        </Typography.Title>
        <Typography.Text type="secondary">
          Choose its client (or add one), describe it, and save it as a draft or publish it.
        </Typography.Text>
      </header>
      <div className="pe-layout">
        <SectionIndex
          ids={['client', 'details', 'key-facts', 'case-study', 'photos', 'video', 'publishing']}
          phone={phone}
        />
        <Form layout="vertical" className="pe-form" requiredMark={false} onFinish={() => void save('save')}>
          <Section id="client" title="Client">
            <ClientChoice
              clientType={values.clientType}
              name={values.name}
              logo={values.logo}
              resetKey={0}
              errors={errors}
              // Switching the client type clears the name (as on Add Client).
              onType={(clientType) => set({ clientType, name: '', logo: null })}
              onName={(name) => set({ name })}
              onLogo={(logo) => set({ logo })}
              locked={busy}
            />
          </Section>
          <Section id="details" title="Details">
            {fields('details')}
          </Section>
          <Section id="key-facts" title="Key facts">
            {fields('keyFacts')}
          </Section>
          <Section id="case-study" title="Case study">
            <Typography.Paragraph type="secondary">
              Optional sections of the project page. Leave one empty to leave it out.
            </Typography.Paragraph>
            {fields('caseStudy')}
          </Section>
          <Section id="photos" title="Photos">
            <PhotoField
              label="Photos of the project"
              items={values.photos}
              onChange={(photos) => set({ photos })}
              disabled={busy}
              errors={errors}
              progress={upload.files}
              processing={upload.processing}
            />
          </Section>
          <Section id="video" title="Video">
            <VideoField
              current={undefined}
              file={values.video}
              onFile={(video) => set({ video })}
              disabled={busy}
              error={errors.video}
              percent={upload.percent}
            />
          </Section>
          <Section id="publishing" title="Publishing">
            <Typography.Paragraph>
              Save draft keeps it off the website until you publish it; Preview shows its page as it will look.
            </Typography.Paragraph>
            {canFeature && fields('featured')}
          </Section>
          <EditorBar
            state={
              <>
                <span aria-live="polite">
                  <Tag color="blue">New</Tag>
                  {!isUntouched(values) && <Tag color="orange">Unsaved changes</Tag>}
                </span>
                {busy && <Typography.Text type="secondary">Saving… {upload.percent}%</Typography.Text>}
              </>
            }
            actions={
              <>
                <Button disabled={busy} onClick={() => void save('draft')}>
                  {DRAFT_TEXT.saveDraft}
                </Button>
                <Button disabled={busy} onClick={() => void save('preview', previewTab())}>
                  {DRAFT_TEXT.preview}
                </Button>
                <Button type="primary" htmlType="submit" loading={busy}>
                  {DRAFT_TEXT.publish}
                </Button>
              </>
            }
          />
        </Form>
      </div>
    </section>
  );
};

export default NewProjectPage;
