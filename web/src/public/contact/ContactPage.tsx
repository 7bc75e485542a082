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
  ENQUIRY_MESSAGES,
  PUBLIC_ROUTES,
  isEnquiryReference,
  type EnquiryField,
  type EnquiryOutcome,
} from '@portfolio/contract';
import { PageHero } from '../components/PageHero';
import { useSite } from '../data/reads';
import type { PublicHandle } from '../head/head';
import { telHref } from '../components/tel';
import { contextFromSearch } from './context';
import { enquiryDeskOf } from './desk';
import { EnquiryForm } from './EnquiryForm';
import { PrivacyNotice } from './PrivacyNotice';
import { ThankYou } from './ThankYou';

const LEAD = 'Tell us about your project. Our team will get back to you within one working day.';
const SENT = 'sent';
/** The thank-you's reference, carried in its address (only a well-formed ENQ-… is shown). */
const REF = 'ref';

/**
 * A signed form token rendered into the form, so the plain (no-JavaScript) post carries it too, and the visit's source.
 */
export const loader = async ({ context }: LoaderFunctionArgs) => {
  const desk = enquiryDeskOf(context);
  // The visit's source the server remembers (the form's hidden fields without JavaScript).
  return { token: await desk.formToken(), visit: await desk.visit() };
};

/** A refused plain post: the form again with what the visitor typed and the messages per field. */
type Refused = Omit<EnquiryOutcome, 'status'> & { values: Record<string, string> };

/**
 * The plain form post (JavaScript off): the same submit() as the API, run on the server. Accepted:
 * 303 to /contact?sent=1&ref=ENQ-… (a reload does not post twice); refused: 400 or 429 with the form again.
 */
export const action = async ({ request, context }: ActionFunctionArgs) => {
  const fields = Object.fromEntries(
    [...(await request.formData())].map(([k, v]) => [k, typeof v === 'string' ? v : '']),
  );
  const { status, message, errors, reference } = await enquiryDeskOf(context).submit(fields);
  if (status === 201)
    return redirect(
      `${PUBLIC_ROUTES.contact}?${new URLSearchParams({ [SENT]: '1', ...(reference && { [REF]: reference }) })}`,
      303,
    );
  return data<Refused>({ message, errors, values: fields }, { status });
};

export const handle = {
  meta: ({ url }) =>
    url.searchParams.get(SENT) === '1'
      ? { title: 'Thank you', description: ENQUIRY_MESSAGES.sent, path: PUBLIC_ROUTES.contact, noindex: true }
      : { title: 'Contact us', description: LEAD, path: PUBLIC_ROUTES.contact },
} satisfies PublicHandle;

/** /contact: the enquiry form, pre-filled from the page the visitor came from (query parameters). */
export const Component = () => {
  const [params] = useSearchParams();
  const { token, visit } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  const refused = useActionData() as Refused | undefined;
  const settings = useSite();
  const sent = params.get(SENT) === '1';
  const reference = params.get(REF);
  return (
    <>
      <PageHero title={sent ? 'Thank you!' : 'Contact us'} lead={LEAD} compact />
      <section className="pub-section">
        <div className="pub-container">
          {sent ? (
            <ThankYou reference={isEnquiryReference(reference) ? reference : null}>
              <p className="pub-actions">
                <Link className="pub-button" to={PUBLIC_ROUTES.projects}>
                  See our projects
                </Link>
                <Link className="pub-button pub-button--ghost" to={PUBLIC_ROUTES.contact}>
                  Send another enquiry
                </Link>
              </p>
            </ThankYou>
          ) : (
            <EnquiryForm
              // A refused post renders a fresh form (new defaults) with the visitor's input.
              key={refused ? 'refused' : 'new'}
              context={contextFromSearch(params)}
              token={token}
              visit={visit}
              values={refused?.values as Partial<Record<EnquiryField, string>> | undefined}
              errors={refused?.errors}
              formError={refused?.message}
            />
          )}
          {!sent && <PrivacyNotice email={settings?.email} />}
          {(settings?.phone || settings?.email) && (
            <p className="pub-enquiry__direct">
              Prefer to talk? {settings?.phone && <a href={telHref(settings.phone)}>Call {settings.phone}</a>}
              {settings?.phone && settings?.email && ' or '}
              {settings?.email && <a href={`mailto:${settings.email}`}>email {settings.email}</a>}.
            </p>
          )}
        </div>
      </section>
    </>
  );
};
