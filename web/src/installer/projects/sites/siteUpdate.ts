import {
  displayNameOf,
  maySendSiteField,
  parseSiteEndDate,
  validateSiteUpdate,
  type FieldErrors,
  type Site,
} from '@portfolio/contract';
import { appendSiteValues, keyFactErrors, siteEndError, type SiteValues } from '../add-client/model';
import { checkFile } from '../../shared/fileChecks';
import { appendSitePhotos, photoListErrors, type PhotoItem } from '../photos/model';

export interface SiteEdit {
  details: SiteValues;
  /** Stored and new photos in their new order, with their words (photos/model). */
  photos: PhotoItem[];
  video: File | null;
}

const storedEnd = (site: Site) => (site.site_end ? parseSiteEndDate(site.site_end.slice(0, 10)) : null);

export const fromSite = (site: Site): SiteValues => ({
  siteName: site.siteName ? displayNameOf(site) : '',
  area: site.area,
  industry: site.industry,
  project_scope: site.project_scope,
  state: site.state,
  locations: site.locations ?? '',
  description: site.description ?? '',
  site_start: site.site_start,
  status: site.site_ongoing ? 'Ongoing' : 'Completed',
  endMonth: storedEnd(site)?.month ?? null,
  endYear: storedEnd(site)?.year ?? null,
  services: site.services ?? [],
  challenge: site.challenge ?? '',
  approach: site.approach ?? '',
  result: site.result ?? '',
  contractValue: site.contractValue ?? null,
  deliveryModel: site.deliveryModel ?? '',
  greenRating: site.greenRating ?? '',
  safeManHours: site.safeManHours ?? null,
  referenceAllowed: site.referenceAllowed === true,
  featured: site.featured === true,
});

export const validateEdit = (edit: SiteEdit, canDetails: boolean, canPhotos: boolean): FieldErrors => {
  const errors: FieldErrors = {};
  if (canDetails) {
    const d = edit.details;
    Object.assign(
      errors,
      validateSiteUpdate({
        siteName: d.siteName,
        area: d.area ?? '',
        industry: d.industry ?? '',
        project_scope: d.project_scope,
        state: d.state ?? '',
        site_start: d.site_start ?? '',
        locations: d.locations,
        description: d.description,
      }),
    );
    const badEnd = siteEndError(d);
    if (badEnd) errors.site_end = badEnd;
    Object.assign(errors, keyFactErrors(d));
  }
  if (canPhotos) {
    Object.assign(errors, photoListErrors(edit.photos));
    const badVideo = checkFile(edit.video, 'video', 'Video');
    if (badVideo) errors.video = badVideo;
  }
  return errors;
};

/** The updateSite body with only the fields this user may change (contract SITE_FIELDS: any other would be a 403). */
export const toUpdateForm = (
  clientId: string,
  site: Site,
  edit: SiteEdit,
  canDetails: boolean,
  canPhotos: boolean,
  initialPhotos: PhotoItem[] = [],
): FormData => {
  const form = new FormData();
  form.append('clientId', clientId);
  form.append('siteId', site._id);
  appendSiteValues(form, edit.details);
  appendSitePhotos(form, edit.photos, initialPhotos);
  if (edit.video) form.append('video', edit.video);
  const powers = { 'edit-site-details': canDetails, 'edit-site-photos': canPhotos };
  for (const name of new Set(form.keys())) if (!maySendSiteField(powers, name)) form.delete(name);
  return form;
};
