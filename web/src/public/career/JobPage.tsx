import {
  Link,
  data,
  redirect,
  useActionData,
  useLoaderData,
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import {
  CAREER_MESSAGES,
  DEFAULT_TIME_ZONE,
  publicUrl,
  CV_FIELD,
  PUBLIC_ROUTES,
  type ApplicationField,
  type ApplicationOutcome,
  type Job,
  type LeadSource,
} from '@portfolio/contract';
import { PageHero } from '../components/PageHero';
import { NotFound, NoticeBox } from '../components/States';
import { notFound, readsOf, useSite } from '../data/reads';
import type { MetaArgs, PublicHandle } from '../head/head';
import { ApplicationForm } from './ApplicationForm';
import { applicationDeskOf } from './desk';
import { employmentLabel, jobLocation, longDate, paragraphs, summaryOf } from './format';
import './career.css';

const SENT = 'sent';

interface Data {
  job: Job | null;
  /** A signed form token for an opening that takes applications. */
  token: string | null;
  /** The visit's source the server remembers (the form's hidden fields without JavaScript). */
  visit?: LeadSource | null;
  notFound?: true;
}

/** The opening (open or closed) and, while it takes applications, a signed form token. */
export const loader = async ({ params, context }: LoaderFunctionArgs) => {
  const job = await readsOf(context).job(String(params.slug ?? ''));
  if (!job) return notFound<Data>({ job: null, token: null });
  const desk = applicationDeskOf(context);
  if (!job.accepting) return { job, token: null } satisfies Data;
  return { job, token: await desk.formToken(), visit: await desk.visit() } satisfies Data;
};

/** A refused plain post: the form again with the visitor's text and a message per field. */
type Refused = Omit<ApplicationOutcome, 'status'> & { values: Record<string, string> };

/**
 * The plain multipart post (JavaScript off): the same rules as the API, run on the server.
 * Accepted: 303 to ?sent=1 (a reload does not post twice); refused: the form again with its status.
 */
export const action = async ({ request, params, context }: ActionFunctionArgs) => {
  const slug = String(params.slug ?? '');
  const job = await readsOf(context).job(slug);
  if (!job) return data<Refused>({ message: CAREER_MESSAGES.jobNotFound, values: {} }, { status: 404 });
  const form = await request.formData();
  const fields: Record<string, string> = {};
  const cvs: Blob[] = [];
  for (const [name, value] of form) {
    if (typeof value === 'string') fields[name] = value;
    else if (name === CV_FIELD && (value.size > 0 || value.name)) cvs.push(value);
  }
  const { status, message, errors } = await applicationDeskOf(context).submit(job._id, fields, cvs);
  if (status === 201) return redirect(`${publicUrl.job(slug)}?${SENT}=1`, 303);
  return data<Refused>({ message, errors, values: fields }, { status });
};

const validThrough = (job: Job) => (job.closingDate ? `${job.closingDate}T23:59:59+05:30` : undefined);

export const handle = {
  meta: ({ data: d, url, site, origin }: MetaArgs<Data>) => {
    const job = d.job;
    if (!job) return { title: 'Job opening not found', noindex: true };
    const crumbs = [
      { name: 'Careers', path: PUBLIC_ROUTES.career },
      { name: job.title, path: publicUrl.job(job.slug) },
    ];
    if (url.searchParams.get(SENT) === '1')
      return {
        title: `Application sent – ${job.title}`,
        description: CAREER_MESSAGES.sent,
        path: publicUrl.job(job.slug),
        noindex: true,
      };
    const description = `${job.title} (${employmentLabel(job)}) in ${jobLocation(job)}. ${summaryOf(job.description, 120)}`;
    if (!job.accepting)
      return {
        title: `${job.title} (closed)`,
        description: `${CAREER_MESSAGES.jobClosedNotice} ${description}`,
        crumbs,
        noindex: true,
      };
    const base = origin.replace(/\/+$/, '');
    return {
      title: `${job.title} – ${job.city}`,
      description,
      crumbs,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'JobPosting',
          title: job.title,
          description: paragraphs(job.description).join('\n\n'),
          datePosted: job.postedAt,
          ...(validThrough(job) ? { validThrough: validThrough(job) } : {}),
          employmentType: job.employmentType,
          hiringOrganization: { '@type': 'Organization', name: site.companyName, sameAs: `${base}/` },
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: job.city,
              addressRegion: job.state,
              addressCountry: 'IN',
            },
          },
          directApply: true,
          url: base + publicUrl.job(job.slug),
        },
      ],
    };
  },
} satisfies PublicHandle;

const Facts = ({ job, zone }: { job: Job; zone: string }) => (
  <dl className="pub-job-facts">
    <div>
      <dt>Location</dt>
      <dd>{jobLocation(job)}</dd>
    </div>
    <div>
      <dt>Employment</dt>
      <dd>{employmentLabel(job)}</dd>
    </div>
    <div>
      <dt>Posted</dt>
      <dd>{longDate(job.postedAt, zone)}</dd>
    </div>
    {job.closingDate && (
      <div>
        <dt>Apply by</dt>
        <dd>{longDate(job.closingDate, zone)}</dd>
      </div>
    )}
  </dl>
);

/** /career/{slug}: the opening, and its application form while it takes applications. */
export const Component = () => {
  const { job, token, visit } = useLoaderData() as Data;
  const refused = useActionData() as Refused | undefined;
  const [params] = useSearchParams();
  const zone = useSite()?.timeZone ?? DEFAULT_TIME_ZONE;
  if (!job)
    return (
      <NotFound
        title="Job opening not found"
        message="This opening does not exist or has been removed."
        backTo={PUBLIC_ROUTES.career}
        backLabel="See all openings"
      />
    );
  const sent = params.get(SENT) === '1';
  return (
    <>
      <PageHero
        compact
        eyebrow={
          <Link to={PUBLIC_ROUTES.career} className="pub-job-back">
            ← All openings
          </Link>
        }
        title={job.title}
        lead={`${jobLocation(job)} · ${employmentLabel(job)}`}
      />
      <section className="pub-section">
        <div className="pub-container pub-job">
          <article className="pub-job__body">
            <Facts job={job} zone={zone} />
            <h2>About the role</h2>
            <div className="pub-prose">
              {paragraphs(job.description).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          </article>
          <aside className="pub-job__apply" aria-labelledby="apply-heading">
            {sent ? (
              <div className="pub-enquiry__sent" role="status">
                <h2 id="apply-heading">Thank you!</h2>
                <p>{CAREER_MESSAGES.sent}</p>
                <p className="pub-actions">
                  <Link className="pub-button pub-button--ghost" to={PUBLIC_ROUTES.career}>
                    See other openings
                  </Link>
                </p>
              </div>
            ) : job.accepting ? (
              <>
                <h2 id="apply-heading">Apply for this job</h2>
                <ApplicationForm
                  key={refused ? 'refused' : 'new'}
                  jobId={job._id}
                  action={publicUrl.job(job.slug)}
                  token={token ?? undefined}
                  visit={visit}
                  values={refused?.values as Partial<Record<ApplicationField, string>> | undefined}
                  errors={refused?.errors}
                  formError={refused?.message}
                />
              </>
            ) : (
              <NoticeBox
                heading="This position is closed"
                headingId="apply-heading"
                text={CAREER_MESSAGES.jobClosedNotice}
                to={PUBLIC_ROUTES.career}
                action="See current openings"
              />
            )}
          </aside>
        </div>
      </section>
    </>
  );
};
