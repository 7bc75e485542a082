import { DEFAULT_TIME_ZONE, documentTypeLabel, formatDate, formatFileSize, type DocumentItem } from '@portfolio/contract';
import { useSite } from '../data/reads';
import './certifications.css';

/** A document of the library as a download row (the certifications page, a page's downloads block); its title an h3, or `heading`. */
export const DocumentRow = ({ doc, heading: Heading = 'h3' }: { doc: DocumentItem; heading?: 'h3' | 'h4' }) => {
  // "5 Mar 2026": the day the document was updated in the company's time zone (SiteInfo.timeZone).
  const zone = useSite()?.timeZone ?? DEFAULT_TIME_ZONE;
  return (
  <li className="pub-doc">
    <span className="pub-doc__badge" aria-hidden="true">
      {documentTypeLabel(doc.mime)}
    </span>
    <div className="pub-doc__text">
      <Heading className="pub-doc__title">{doc.title}</Heading>
      <p className="pub-doc__meta">
        {documentTypeLabel(doc.mime)} · {formatFileSize(doc.size)} · Updated <time dateTime={doc.updatedAt}>{formatDate(doc.updatedAt, zone)}</time>
      </p>
    </div>
    {/* A plain link: the server answers with the file as an attachment named after the title. */}
    <a className="pub-button pub-doc__download" href={doc.href} download={doc.fileName} aria-label={`Download ${doc.title} (${documentTypeLabel(doc.mime)}, ${formatFileSize(doc.size)})`}>
      Download
    </a>
  </li>
  );
};

