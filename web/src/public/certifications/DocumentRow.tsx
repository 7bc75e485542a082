import { documentTypeLabel, formatFileSize, type DocumentItem } from '@portfolio/contract';
import './certifications.css';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** A document of the library as a download row (the certifications page, a page's downloads block); its title an h3, or `heading`. */
export const DocumentRow = ({ doc, heading: Heading = 'h3' }: { doc: DocumentItem; heading?: 'h3' | 'h4' }) => (
  <li className="pub-doc">
    <span className="pub-doc__badge" aria-hidden="true">
      {documentTypeLabel(doc.mime)}
    </span>
    <div className="pub-doc__text">
      <Heading className="pub-doc__title">{doc.title}</Heading>
      <p className="pub-doc__meta">
        {documentTypeLabel(doc.mime)} · {formatFileSize(doc.size)} · Updated <time dateTime={doc.updatedAt}>{dateOf(doc.updatedAt)}</time>
      </p>
    </div>
    {/* A plain link: the server answers with the file as an attachment named after the title. */}
    <a className="pub-button pub-doc__download" href={doc.href} download={doc.fileName} aria-label={`Download ${doc.title} (${documentTypeLabel(doc.mime)}, ${formatFileSize(doc.size)})`}>
      Download
    </a>
  </li>
);

