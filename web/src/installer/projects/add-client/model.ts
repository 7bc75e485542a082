import {
  MESSAGES,
  checkCompletion,
  checkSiteEnd,
  hasSite,
  validateKeyFacts,
  validateNewSite,
  type Client,
  type FieldErrors,
  type KeyFactsInput,
} from '@portfolio/contract';
import { checkFile } from '../../shared/fileChecks';
import type { SiteValues } from '../form/siteValues';
import { appendNewPhotos, photoListErrors, type PhotoItem } from '../photos/model';

export type ClientType = 'existing' | 'new';

export type { SiteValues };

export const emptySite = (): SiteValues => ({
  siteName: '',
  area: null,
  industry: undefined,
  project_scope: '',
  state: undefined,
  locations: '',
  description: '',
  site_start: null,
  status: 'Ongoing',
  endMonth: null,
  endYear: null,
  services: [],
  challenge: '',
  approach: '',
  result: '',
  contractValue: null,
  deliveryModel: '',
  greenRating: '',
  safeManHours: null,
  referenceAllowed: false,
  featured: false,
});

/** The key facts as the API takes them (strings; '' clears). */
export const keyFactsInput = (s: SiteValues): Record<keyof KeyFactsInput, string> => ({
  contractValue: s.contractValue == null ? '' : String(s.contractValue),
  deliveryModel: s.deliveryModel,
  greenRating: s.greenRating.trim(),
  safeManHours: s.safeManHours == null ? '' : String(s.safeManHours),
  referenceAllowed: String(s.referenceAllowed),
});

/** The key-fact rules of the contract, for the form. */
export const keyFactErrors = (s: SiteValues): FieldErrors => validateKeyFacts(keyFactsInput(s));

/** An empty add form: an existing client to choose, one project with nothing typed. */
export const initialValues = (): AddClientValues => ({
  clientType: 'existing',
  name: '',
  logo: null,
  site: emptySite(),
  photos: [],
  video: null,
});

/** The project just added: the client's project of the typed name (names are stored lowercase). */
export const addedSite = (client: Client, siteName: string) => {
  const wanted = siteName.trim().toLowerCase();
  return client.sites.find((s) => s.siteName === wanted || s.displayName?.toLowerCase() === wanted);
};

/** True while the add form holds nothing typed or chosen (the client type alone is not input). */
export const isUntouched = (v: AddClientValues) =>
  !v.name.trim() && !v.logo && !v.photos.length && !v.video && JSON.stringify(v.site) === JSON.stringify(emptySite());

/** site_end as the API takes it: 'YYYY-MM' for a Completed site with month and year, else '' (no date). */
export const siteEndValue = (s: SiteValues) =>
  s.status === 'Completed' && s.endMonth && s.endYear ? `${s.endYear}-${String(s.endMonth).padStart(2, '0')}` : '';

/** The completion date rules (a Completed site has month and year; not before the start year, not in the future). */
export const siteEndError = (s: SiteValues): string | undefined => {
  if (s.status !== 'Completed') return undefined;
  if ((s.endMonth == null) !== (s.endYear == null)) return MESSAGES.siteEndIncomplete;
  const end = siteEndValue(s);
  return checkCompletion(false, end) ?? checkSiteEnd(end, s.site_start);
};

export interface AddClientValues {
  clientType: ClientType;
  name: string;
  logo: File | null;
  site: SiteValues;
  /** The photos in order with their captions and alt texts. */
  photos: PhotoItem[];
  video: File | null;
}

const siteInput = (s: SiteValues) => ({
  siteName: s.siteName,
  area: s.area ?? undefined,
  industry: s.industry,
  project_scope: s.project_scope,
  state: s.state,
  site_start: s.site_start ?? undefined,
  locations: s.locations,
  description: s.description,
});

/**
 * Spec section 5 rules for the add form: the client first, then the all-or-none site fields and photos.
 * `nameTaken`: a client already has the new client's name (the screen asks the server).
 */
export const validateAddClient = (v: AddClientValues, nameTaken: boolean): FieldErrors => {
  const errors: FieldErrors = {};
  const name = v.name.trim();
  if (v.clientType === 'existing') {
    if (!name) errors.name = MESSAGES.selectClient;
  } else if (!name) errors.name = MESSAGES.clientNameRequired;
  else if (nameTaken) errors.name = MESSAGES.clientExists;
  if (v.clientType === 'new') {
    if (!v.logo) errors.logo = MESSAGES.logoRequired;
    else {
      const bad = checkFile(v.logo, 'logo', 'Logo');
      if (bad) errors.logo = bad;
    }
  }
  Object.assign(errors, validateNewSite(siteInput(v.site), v.photos.length));
  if (hasSite(siteInput(v.site))) Object.assign(errors, keyFactErrors(v.site));
  const badEnd = hasSite(siteInput(v.site)) ? siteEndError(v.site) : undefined;
  if (badEnd) errors.site_end = badEnd;
  const { photos: badPhoto, ...badWords } = photoListErrors(v.photos, { required: false });
  if (badPhoto && !errors.photos) errors.photos = badPhoto;
  Object.assign(errors, badWords);
  const badVideo = checkFile(v.video, 'video', 'Video');
  if (badVideo) errors.video = badVideo;
  return errors;
};

/** The site fields of the addClient and updateSite multipart bodies. */
export const appendSiteValues = (form: FormData, s: SiteValues) => {
  form.append('siteName', s.siteName.trim());
  form.append('area', String(s.area));
  form.append('industry', s.industry ?? '');
  form.append('project_scope', s.project_scope.trim());
  form.append('state', s.state ?? '');
  form.append('locations', s.locations.trim().toLowerCase());
  form.append('description', s.description.trim());
  form.append('site_start', String(s.site_start));
  form.append('site_ongoing', String(s.status === 'Ongoing'));
  // Completed sends its completion date (required: contract checkCompletion).
  if (s.status === 'Completed') form.append('site_end', siteEndValue(s));
  // Repeated field; a single empty value means "none" (so an edit can clear them).
  if (s.services.length) s.services.forEach((service) => form.append('services', service));
  else form.append('services', '');
  for (const key of ['challenge', 'approach', 'result'] as const) form.append(key, s[key].trim());
  for (const [key, value] of Object.entries(keyFactsInput(s))) form.append(key, value);
  form.append('featured', String(s.featured));
};

/** The addClient multipart body (spec section 7). Site fields go only when a site is described. */
export const toFormData = (v: AddClientValues): FormData => {
  const form = new FormData();
  // The name as typed: the server keeps it for display and stores the spec's lowercase name beside it.
  form.append('name', v.name.trim());
  if (v.clientType === 'new' && v.logo) form.append('coverPhoto', v.logo);
  if (hasSite(siteInput(v.site))) {
    appendSiteValues(form, v.site);
    appendNewPhotos(form, v.photos);
    if (v.video) form.append('video', v.video);
  }
  return form;
};
