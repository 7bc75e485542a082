import { PREVIEW_MESSAGES, PREVIEW_PARAM } from '@portfolio/contract';
import './preview-bar.css';

/** A Preview link's token from a loader's request URL (null on a visitor's URL). */
export const previewOf = (request: Request) => new URL(request.url).searchParams.get(PREVIEW_PARAM);

/** The bar above a previewed page: its draft is shown, or the link is not valid and the published page is. */
export const PreviewBar = ({ state, text }: { state?: 'draft' | 'invalid'; text?: string }) =>
  state ? (
    <div className={`pub-preview-bar pub-preview-bar--${state}`} role="status">
      <div className="pub-container">{text ?? PREVIEW_MESSAGES[state]}</div>
    </div>
  ) : null;
