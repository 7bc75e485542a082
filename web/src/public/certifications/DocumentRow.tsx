import {
  DEFAULT_TIME_ZONE,
  DOCUMENT_MESSAGES,
  documentTypeLabel,
  formatDate,
  formatFileSize,
  type DocumentItem,
} from '@portfolio/contract';
import './certifications.css';

/** Issuer and validity (the certificate register): an expired document says so, never "valid". */
const Validity = ({ doc }: { doc: DocumentItem }) => {
  if (!doc.issuer && !doc.expiresOn) return null;
  return (
    <p className="pub-doc__meta">
      {doc.issuer && <>Issued by {doc.issuer}</>}
      {doc.issuer && doc.expiresOn && ' · '}
      {doc.validity === 'expired' ? (
        <strong className="pub-doc__expired">{DOCUMENT_MESSAGES.expired}</strong>
      ) : doc.expiresOn ? (
        <>
          Valid until <time dateTime={doc.expiresOn}>{formatDate(doc.expiresOn)}</time>
        </>
      ) : null}
    </p>
  );
};

/** A document of the library as a download row (the certifications page, a page's downloads block); its title an h3, or `heading`. */
export const DocumentRow = ({
  doc,
  heading: Heading = 'h3',
  zone = DEFAULT_TIME_ZONE,
}: {
  doc: DocumentItem;
  heading?: 'h3' | 'h4';
  zone?: string;
}) => {
  // "5 Mar 2026": the day the document was updated in the company's time zone (`zone`: SiteInfo.timeZone).
  return (
    <li className={`pub-doc${doc.validity === 'expired' ? ' pub-doc--expired' : ''}`}>
      <span className="pub-doc__badge" aria-hidden="true">
        {documentTypeLabel(doc.mime)}
      </span>
      <div className="pub-doc__text">
        <Heading className="pub-doc__title">{doc.title}</Heading>
        <p className="pub-doc__meta">
          {documentTypeLabel(doc.mime)} · {formatFileSize(doc.size)} · Updated{' '}
          <time dateTime={doc.updatedAt}>{formatDate(doc.updatedAt, zone)}</time>
        </p>
        <Validity doc={doc} />
      </div>
      {/* A plain link: the server answers with the file as an attachment named after the title. */}
      <a
        className="pub-button pub-doc__download"
        href={doc.href}
        download={doc.fileName}
        aria-label={`Download ${doc.title} (${documentTypeLabel(doc.mime)}, ${formatFileSize(doc.size)})`}
      >
        Download
      </a>
    </li>
  );
};
