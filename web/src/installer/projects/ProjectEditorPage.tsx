import { Alert, Button, Form, Grid, Result, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import {
  API,
  DRAFT_TEXT,
  POWER_TEXT,
  can,
  displayNameOf,
  titleCase,
  type FieldErrors,
  type ProjectEditorResponse,
  type Site,
} from '@portfolio/contract';
import { updateSite } from './api/clients';
import { ApiError, fetcher } from '../../api/http';
import { projectPath } from '../../public/portfolio/data';
import { useDashboardUser } from '../shared/DashboardUser';
import { appendDraft, previewTab, type SaveMode } from './drafts/preview';
import { PhotoField } from './photos/PhotoField';
import { photoItemsOf } from './photos/model';
import { useUploadProgress } from './photos/useUploadProgress';
import { SiteFields, type SiteFieldsPart } from './form/SiteFields';
import { InlineLoading } from '../shared/InlineLoading';
import { serverMessage } from '../shared/errors';
import { TEXT } from '../shared/texts';
import { useToast } from '../shared/useToast';
import { useUnsavedChanges } from '../shared/useUnsavedChanges';
import { fromSite, toUpdateForm, validateEdit, type SiteEdit } from './sites/siteUpdate';
import { SiteDocumentsModal } from './sites/SiteDocumentsModal';
import { VideoField } from './VideoField';
import { EditorBar, NeedsPower, Section, SectionIndex, type SectionId } from './editorParts';
import { PROJECTS_PATH } from './paths';
import './projects.css';

const editOf = (site: Site): SiteEdit => ({
  details: { ...fromSite(site), locations: titleCase(site.locations ?? '') },
  photos: photoItemsOf(site),
  video: null,
});

/**
 * One project's editor page (/installer/dashboard/projects/:id): the project form's pieces in
 * sections with an in-page index, and a sticky bar with the state (Draft / Published / Unsaved
 * changes), Save draft, Preview (saves, then opens the preview in a new tab; the editor stays as it
 * is) and Publish. Leaving with unsaved changes asks first. It saves through updateSite, sending only
 * the fields the user's powers allow (contract SITE_FIELDS), as the Edit Site Details modal does.
 */
const ProjectEditorPage = () => {
  const { id = '' } = useParams();
  const user = useDashboardUser();
  const phone = !Grid.useBreakpoint().lg;
  const { data, error, mutate } = useSWR<ProjectEditorResponse>(API.project(id), fetcher, {
    revalidateOnFocus: false,
  });
  if (error instanceof ApiError && error.status === 404)
    return (
      <Result status="404" title="Project not found." extra={<Link to={PROJECTS_PATH}>Back to the projects</Link>} />
    );
  if (error && !data) return <Alert type="error" title={serverMessage(error, 'Could not load the project.')} />;
  if (!data) return <InlineLoading label="Loading the project..." />;
  return (
    <Editor
      key={data.site._id}
      data={data}
      phone={phone}
      canDetails={user.powers['edit-site-details'] === true}
      canPhotos={user.powers['edit-site-photos'] === true}
      canDocuments={can(user, 'site-documents.list')}
      onSaved={(site) => mutate({ ...data, site }, { revalidate: false })}
    />
  );
};

interface EditorProps {
  data: ProjectEditorResponse;
  phone: boolean;
  canDetails: boolean;
  canPhotos: boolean;
  canDocuments: boolean;
  onSaved: (site: Site) => void;
}

const Editor = ({ data, phone, canDetails, canPhotos, canDocuments, onSaved }: EditorProps) => {
  const { client } = data;
  const toast = useToast();
  const [site, setSite] = useState<Site>(data.site);
  const [initial, setInitial] = useState<SiteEdit>(() => editOf(data.site));
  const [edit, setEdit] = useState<SiteEdit>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [documentsOpen, setDocumentsOpen] = useState(false);
  const upload = useUploadProgress();
  const busy = upload.percent !== null;
  const dirty = edit !== initial && JSON.stringify(edit) !== JSON.stringify(initial);
  useUnsavedChanges(dirty);
  const name = displayNameOf(site);
  const draft = site.draft === true;

  const details = (patch: Partial<SiteEdit['details']>) =>
    setEdit((e) => ({ ...e, details: { ...e.details, ...patch } }));
  const fields = (part: SiteFieldsPart) => (
    <SiteFields
      idPrefix="project"
      part={part}
      value={edit.details}
      errors={errors}
      disabled={!canDetails || busy}
      onChange={details}
    />
  );

  /** Saves the form (`mode`: the draft flag it sends); true when saved. The form keeps what it shows. */
  const save = async (mode: SaveMode): Promise<boolean> => {
    const found = validateEdit(edit, canDetails, canPhotos);
    setErrors(found);
    if (Object.keys(found).length) {
      toast.error('Some fields need attention: see the messages in red.');
      return false;
    }
    const form = toUpdateForm(client._id, site, edit, canDetails, canPhotos, initial.photos);
    if (canDetails) appendDraft(form, mode);
    upload.start(form);
    try {
      const saved = (await updateSite(form, upload.onProgress)).site ?? site;
      const next = editOf(saved);
      setSite(saved);
      setInitial(next);
      setEdit(next);
      onSaved(saved);
      toast.success(
        mode === 'publish' ? DRAFT_TEXT.published : mode === 'save' ? TEXT.siteUpdated : DRAFT_TEXT.draftSaved,
      );
      return true;
    } catch (e) {
      toast.error(serverMessage(e, TEXT.siteUpdateFailed));
      return false;
    } finally {
      upload.stop();
    }
  };

  /**
   * Saves what changed (a draft stays a draft, a published project stays published), then opens its preview in a new
   * tab.
   */
  const preview = async () => {
    const tab = previewTab();
    if (dirty && !(await save(draft ? 'preview' : 'save'))) {
      tab.close();
      return;
    }
    await tab.show(client._id, site._id).catch(() => {
      tab.close();
      toast.error(DRAFT_TEXT.previewFailed);
    });
  };

  const publishNeeds = !canDetails ? `Publishing needs the “${POWER_TEXT['edit-site-details'].label}” power.` : null;
  const stateTag = dirty ? (
    <Tag color="orange">Unsaved changes</Tag>
  ) : draft ? (
    <Tag color="orange">{DRAFT_TEXT.tag}</Tag>
  ) : (
    <Tag color="green">Published</Tag>
  );
  const sections: SectionId[] = ['details', 'key-facts', 'case-study', 'photos', 'video', 'publishing'];
  if (canDocuments) sections.splice(5, 0, 'documents');

  return (
    <section className="pe">
      <header className="pe-header">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {name}
        </Typography.Title>
        <Typography.Text type="secondary">
          {client.displayName} · {titleCase(site.locations ?? '')}
          {site.state ? `, ${site.state}` : ''}
        </Typography.Text>
      </header>
      <div className="pe-layout">
        <SectionIndex ids={sections} phone={phone} />
        <Form layout="vertical" className="pe-form" onFinish={() => void save(draft ? 'draft' : 'publish')}>
          <Section id="details" title="Details">
            {!canDetails && <NeedsPower power="edit-site-details" />}
            {fields('details')}
          </Section>
          <Section id="key-facts" title="Key facts">
            {!canDetails && <NeedsPower power="edit-site-details" />}
            {fields('keyFacts')}
          </Section>
          <Section id="case-study" title="Case study">
            {!canDetails && <NeedsPower power="edit-site-details" />}
            <Typography.Paragraph type="secondary">
              Optional sections of the project page. Leave one empty to leave it out.
            </Typography.Paragraph>
            {fields('caseStudy')}
          </Section>
          <Section id="photos" title="Photos">
            {!canPhotos && <NeedsPower power="edit-site-photos" />}
            <PhotoField
              label="Photos of the project"
              items={edit.photos}
              onChange={(photos) => setEdit((e) => ({ ...e, photos }))}
              disabled={!canPhotos}
              errors={errors}
              progress={upload.files}
              processing={upload.processing}
            />
          </Section>
          <Section id="video" title="Video">
            {!canPhotos && <NeedsPower power="edit-site-photos" />}
            <VideoField
              current={site.video}
              file={edit.video}
              onFile={(video) => setEdit((e) => ({ ...e, video }))}
              disabled={!canPhotos}
              error={errors.video}
              percent={upload.percent}
            />
          </Section>
          {canDocuments && (
            <Section id="documents" title="Documents">
              <Typography.Paragraph type="secondary">
                Private tender documents of this project (completion certificate, work order): never shown on the
                website.
              </Typography.Paragraph>
              <Button onClick={() => setDocumentsOpen(true)}>Open tender documents</Button>
            </Section>
          )}
          <Section id="publishing" title="Publishing">
            {!canDetails && <NeedsPower power="edit-site-details" />}
            <Typography.Paragraph>
              {draft
                ? 'This project is a draft: visitors cannot see it until you publish it. Preview shows its page as it will look.'
                : 'This project is on the website.'}{' '}
              {!draft && client.slug && site.slug && (
                <a href={projectPath(client, site)} target="_blank" rel="noreferrer">
                  {TEXT.viewOnWebsite}
                </a>
              )}
            </Typography.Paragraph>
            {fields('featured')}
          </Section>
          <EditorBar
            state={
              <>
                <span aria-live="polite">{stateTag}</span>
                {busy && upload.percent !== null && (
                  <Typography.Text type="secondary">Saving… {upload.percent}%</Typography.Text>
                )}
              </>
            }
            actions={
              <>
                {canDetails && (
                  <Tooltip title={draft ? undefined : 'Visitors stop seeing the project until you publish it again.'}>
                    <Button disabled={busy} onClick={() => void save('draft')}>
                      {draft ? DRAFT_TEXT.saveDraft : phone ? 'Unpublish' : 'Move to draft'}
                    </Button>
                  </Tooltip>
                )}
                {!canDetails && (
                  <Button disabled={busy || !dirty} onClick={() => void save('save')}>
                    Save
                  </Button>
                )}
                <Button disabled={busy} onClick={() => void preview()}>
                  {DRAFT_TEXT.preview}
                </Button>
                <Tooltip title={publishNeeds}>
                  <Button
                    type="primary"
                    loading={busy}
                    disabled={!canDetails}
                    aria-describedby={publishNeeds ? 'pe-publish-needs' : undefined}
                    onClick={() => void save('publish')}
                  >
                    {draft || phone ? DRAFT_TEXT.publish : 'Publish changes'}
                  </Button>
                </Tooltip>
                {publishNeeds && (
                  <span id="pe-publish-needs" className="sr-only">
                    {publishNeeds}
                  </span>
                )}
              </>
            }
          />
        </Form>
      </div>
      {documentsOpen && <SiteDocumentsModal siteId={site._id} name={name} onClose={() => setDocumentsOpen(false)} />}
    </section>
  );
};

export default ProjectEditorPage;
