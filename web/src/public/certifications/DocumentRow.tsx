import {
  DEFAULT_TIME_ZONE,
  DOCUMENT_MESSAGES,
  daysBetween,
  documentTypeLabel,
  formatDate,
  formatFileSize,
  todayInZone,
  type DocumentItem,
} from '@portfolio/contract';
import './certifications.css';

/**
 * Issuer, number and validity (the certificate register): an expired document says so, never "valid";
 * one within CERTIFICATE_EXPIRING_DAYS of its expiry says how many days are left (counted on `zone`'s today).
 */
const Validity = ({ doc, zone }: { doc: DocumentItem; zone: string }) => {
  if (!doc.issuer && !doc.number && !doc.expiresOn) return null;
  const parts = [doc.issuer && <>Issued by {doc.issuer}</>, doc.number && <>No. {doc.number}</>].filter(Boolean);
  return (
    <p className="pub-doc__meta">
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && ' · '}
          {part}
        </span>
      ))}
      {parts.length > 0 && doc.expiresOn && ' · '}
      {doc.validity === 'expired' ? (
        <strong className="pub-doc__expired">{DOCUMENT_MESSAGES.expired}</strong>
      ) : doc.expiresOn && doc.validity === 'expiring' ? (
        <strong className="pub-doc__expiring">
          {DOCUMENT_MESSAGES.expiresIn(Math.max(0, daysBetween(todayInZone(zone), doc.expiresOn)))} (
          <time dateTime={doc.expiresOn}>{formatDate(doc.expiresOn)}</time>)
        </strong>
      ) : doc.expiresOn ? (
        <>
          Valid until <time dateTime={doc.expiresOn}>{formatDate(doc.expiresOn)}</time>
        </>
      ) : null}
    </p>
  );
};

/**
 * A document of the library as a download row (the certifications page, a page's downloads block); its title an h3, or
 * `heading`.
 */
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
          {documentTypeLabel(doc.mime)} · {formatFileSize(doc.size)} ·{' '}
          {/* The document's own date when the register has it, never the day it was uploaded as if it were. */}
          {doc.issuedOn ? (
            <>
              Issued <time dateTime={doc.issuedOn}>{formatDate(doc.issuedOn)}</time>
            </>
          ) : (
            <>
              Updated <time dateTime={doc.updatedAt}>{formatDate(doc.updatedAt, zone)}</time>
            </>
          )}
        </p>
        <Validity doc={doc} zone={zone} />
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
