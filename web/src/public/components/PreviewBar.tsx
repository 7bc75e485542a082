import {
  PREVIEW_MESSAGES,
  PREVIEW_PARAM,
  type CompanyPageData,
  type PreviewPageSlug,
  type PageContent,
  type PublicReads,
} from '@portfolio/contract';
import './preview-bar.css';

/** A Preview link's token from a loader's request URL (null on a visitor's URL). */
export const previewOf = (request: Request) => new URL(request.url).searchParams.get(PREVIEW_PARAM);

/** A page's data with the Preview link's state ('draft', or 'invalid' when the token is not valid). */
export type Previewed<T> = T & { preview?: CompanyPageData['preview'] };

/**
 * A page that reads more than its texts (home, projects, press, career, certifications): with a
 * Preview link its texts are read again with the token, so the draft (when the token is valid for
 * this page) replaces the published texts; without one the data is as it was.
 */
export const withPagePreview = async <T extends { page: PageContent | null }>(
  reads: PublicReads,
  request: Request,
  slug: PreviewPageSlug,
  data: Promise<T>,
): Promise<Previewed<T>> => {
  const token = previewOf(request);
  if (!token) return data;
  const [base, previewed] = await Promise.all([data, reads.page(slug, { preview: token })]);
  return { ...base, page: previewed.page, preview: previewed.preview };
};

/** The bar above a previewed page: its draft is shown, or the link is not valid and the published page is. */
export const PreviewBar = ({ state, text }: { state?: 'draft' | 'invalid'; text?: string }) =>
  state ? (
    <div className={`pub-preview-bar pub-preview-bar--${state}`} role="status">
      <div className="pub-container">{text ?? PREVIEW_MESSAGES[state]}</div>
    </div>
  ) : null;
