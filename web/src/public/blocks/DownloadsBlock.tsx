import { Link } from 'react-router';
import { PUBLIC_ROUTES, type DownloadsBlock as Data } from '@portfolio/contract';
import { DocumentRow } from '../certifications/DocumentRow';
import { BlockSection } from './BlockSection';

/** Files picked from the documents library, as download rows, and a link to all of them. */
export const DownloadsBlock = ({ block }: { block: Data }) =>
  block.documents.length ? (
    <BlockSection id={block.id} kind="downloads" title={block.title ?? 'Downloads'} tone="alt">
      <ul className="pub-docs__list">
        {block.documents.map((doc) => (
          <DocumentRow key={doc._id} doc={doc} />
        ))}
      </ul>
      <p className="pub-block__more">
        <Link to={PUBLIC_ROUTES.certifications} className="pub-link-arrow">
          All certificates and downloads
        </Link>
      </p>
    </BlockSection>
  ) : null;
