import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import {
  CAREER_MESSAGES,
  DEFAULT_TIME_ZONE,
  publicUrl,
  type CareersData,
  type CompanyPageData,
  type Job,
} from '@portfolio/contract';
import { Markdown } from '../components/Markdown';
import { PageHero } from '../components/PageHero';
import { PreviewBar, previewOf } from '../components/PreviewBar';
import { EmptyBlock, NoticeBox } from '../components/States';
import { readsOf, useSite } from '../data/reads';
import type { MetaArgs, PublicHandle } from '../head/head';
import { employmentLabel, jobLocation, longDate, summaryOf } from './format';
import './career.css';
import { Static } from '../components/Static';

type Data = CompanyPageData & CareersData;

/** /career: the Strapi page "career" (texts) and the open job openings. */
export const loader = async ({ context, request }: LoaderFunctionArgs): Promise<Data> => {
  const reads = readsOf(context);
  const [page, careers] = await Promise.all([reads.page('career', { preview: previewOf(request) }), reads.careers()]);
  return { ...page, ...careers };
};

export const handle = {
  meta: ({ data, origin }: MetaArgs<Data>) => ({
    title: data.page?.title ?? 'Career',
    description:
      data.page?.description ??
      (data.jobs.length
        ? `${data.jobs.length} open position${data.jobs.length === 1 ? '' : 's'}: ${data.jobs.map((j) => j.title).join(', ')}.`
        : CAREER_MESSAGES.noOpenings),
    image: data.page?.hero,
    ...(data.preview ? { noindex: true } : {}),
    jsonLd: data.jobs.length
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: 'Open positions',
            numberOfItems: data.jobs.length,
            itemListElement: data.jobs.map((job, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              name: job.title,
              url: origin.replace(/\/+$/, '') + publicUrl.job(job.slug),
            })),
          },
        ]
      : undefined,
  }),
} satisfies PublicHandle;

const JobCard = ({ job, zone }: { job: Job; zone: string }) => (
  <li>
    <Link className="pub-job-card" to={publicUrl.job(job.slug)}>
      <span className="pub-job-card__type">{employmentLabel(job)}</span>
      <h3 className="pub-job-card__title">{job.title}</h3>
      <p className="pub-job-card__meta">
        <span>{jobLocation(job)}</span>
        {job.closingDate && <span>Apply by {longDate(job.closingDate, zone)}</span>}
      </p>
      <p className="pub-job-card__summary">{summaryOf(job.description)}</p>
      <span className="pub-link-arrow">View and apply</span>
    </Link>
  </li>
);

export const Component = () => {
  const { page, jobs, preview } = useLoaderData() as Data;
  const zone = useSite()?.timeZone ?? DEFAULT_TIME_ZONE;
  const sections = (page?.sections ?? []).filter((s) => s.title || s.body);
  return (
    <Static>
      <PreviewBar state={preview} />
      <PageHero title={page?.title ?? 'Career'} lead={page?.heading} intro={page?.intro} image={page?.hero} />
      <section className="pub-section" aria-labelledby="openings-heading">
        <div className="pub-container">
          <div className="pub-section__head">
            <h2 id="openings-heading">Open positions</h2>
            {jobs.length > 0 && <span className="pub-jobs__count">{jobs.length} open</span>}
          </div>
          {jobs.length ? (
            <ul className="pub-jobs">
              {jobs.map((job) => (
                <JobCard key={job._id} job={job} zone={zone} />
              ))}
            </ul>
          ) : (
            <NoticeBox
              heading="No openings right now"
              headingLevel={3}
              text={CAREER_MESSAGES.noOpenings}
              to="/contact?about=Careers"
              action="Contact us"
            />
          )}
        </div>
      </section>
      {!page && (
        <section className="pub-section pub-section--alt">
          <div className="pub-container">
            <EmptyBlock>This page has no content yet.</EmptyBlock>
          </div>
        </section>
      )}
      {sections.length > 0 && (
        <section className="pub-section pub-section--alt">
          <div className="pub-container pub-prose-sections">
            {sections.map((s, i) => (
              <article key={s.id ?? i} className="pub-prose-section">
                <div className="pub-prose-section__head">{s.title && <h2>{s.title}</h2>}</div>
                <Markdown className="pub-prose" text={s.body} />
              </article>
            ))}
          </div>
        </section>
      )}
    </Static>
  );
};
