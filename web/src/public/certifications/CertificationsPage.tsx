import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import {
  DEFAULT_TIME_ZONE,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_MESSAGES,
  type CertificationsData,
  type CompanyPageData,
} from '@portfolio/contract';
import { PageHero } from '../components/PageHero';
import { PreviewBar, previewOf } from '../components/PreviewBar';
import { NoticeBox } from '../components/States';
import { readsOf, useSite } from '../data/reads';
import type { MetaArgs, PublicHandle } from '../head/head';
import { DocumentRow } from './DocumentRow';
import './certifications.css';
import { Static } from '../components/Static';
import { VerifyLabelBox } from '../verify/VerifyLabelBox';

type Data = Pick<CompanyPageData, 'page' | 'preview'> & CertificationsData;

const TITLE = 'Certifications & Downloads';
const DESCRIPTION = 'Fire-door test reports, quality certificates and the company profile, ready to download as PDF.';

/** /certifications: the Strapi page "certifications" (texts) and the documents library, grouped by category. */
export const loader = async ({ context, request }: LoaderFunctionArgs): Promise<Data> => {
  const reads = readsOf(context);
  const [{ page, preview }, certifications] = await Promise.all([
    reads.page('certifications', { preview: previewOf(request) }),
    reads.certifications(),
  ]);
  return { page, ...(preview ? { preview } : {}), ...certifications };
};

export const handle = {
  meta: ({ data, origin }: MetaArgs<Data>) => ({
    title: data.page?.title ?? TITLE,
    description: data.page?.description ?? DESCRIPTION,
    image: data.page?.shareImage ?? data.page?.hero,
    ...(data.preview ? { noindex: true } : {}),
    jsonLd: data.documents.length
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: TITLE,
            numberOfItems: data.documents.length,
            itemListElement: data.documents.map((doc, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              item: {
                '@type': 'DigitalDocument',
                name: doc.title,
                encodingFormat: doc.mime,
                url: origin.replace(/\/+$/, '') + doc.href,
              },
            })),
          },
        ]
      : undefined,
  }),
} satisfies PublicHandle;

export const Component = () => {
  const { page, documents, preview } = useLoaderData() as Data;
  const zone = useSite()?.timeZone ?? DEFAULT_TIME_ZONE;
  const groups = DOCUMENT_CATEGORIES.map((category) => ({
    category,
    docs: documents.filter((d) => d.category === category),
  })).filter((g) => g.docs.length);
  return (
    <Static>
      <PreviewBar state={preview} />
      <PageHero title={page?.title ?? TITLE} lead={page?.heading} intro={page?.intro} image={page?.hero} />
      <section className="pub-section" aria-label="Documents">
        <div className="pub-container pub-docs">
          {groups.length ? (
            groups.map(({ category, docs }) => (
              <section
                key={category}
                className="pub-docs__group"
                aria-labelledby={`docs-${category.replace(/\s+/g, '-')}`}
              >
                <div className="pub-section__head">
                  <h2 id={`docs-${category.replace(/\s+/g, '-')}`}>{DOCUMENT_CATEGORY_LABELS[category]}</h2>
                  <span className="pub-docs__count">
                    {docs.length} {docs.length === 1 ? 'file' : 'files'}
                  </span>
                </div>
                <ul className="pub-docs__list">
                  {docs.map((doc) => (
                    <DocumentRow key={doc._id} doc={doc} zone={zone} />
                  ))}
                </ul>
              </section>
            ))
          ) : (
            <NoticeBox
              heading="No documents published yet"
              text={DOCUMENT_MESSAGES.empty}
              to="/contact?about=Certificates"
              action="Contact us"
            />
          )}
          <p className="pub-docs__more">
            Need a document that is not listed, or a certificate for a specific project?{' '}
            <Link to="/contact?about=Certificates">Ask our team</Link>.
          </p>
          <VerifyLabelBox />
        </div>
      </section>
    </Static>
  );
};
