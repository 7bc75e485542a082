import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { isEnquiryReference, normalDoorLabelId, publicUrl } from '@portfolio/contract';
import { notFound } from '../data/reads';
import type { MetaArgs, PublicHandle } from '../head/head';
import { enquiryDeskOf } from '../contact/desk';
import { LabelNotOurs } from './VerifyPage';
import { LabelReported, REPORTED, REPORT_REF, labelReportAction } from './LabelReport';

interface Data {
  typed: string;
  token?: string;
  /** After a counterfeit report: the confirmation, with its reference when well-formed. */
  reported?: { reference: string | null };
  notFound?: true;
}

/**
 * /verify?id=…: the "Verify a label" box's target; a well-formed id goes to its page, anything else is
 * the not-ours page. /verify?reported=1&ref=…: the confirmation after a counterfeit report.
 */
export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const params = new URL(request.url).searchParams;
  if (params.get(REPORTED) === '1') {
    const reference = params.get(REPORT_REF);
    return { typed: '', reported: { reference: isEnquiryReference(reference) ? reference : null } } satisfies Data;
  }
  const typed = (params.get('id') ?? '').slice(0, 40);
  const labelId = normalDoorLabelId(typed);
  if (labelId) return redirect(publicUrl.verify(labelId), 303);
  return notFound<Data>({ typed, token: await enquiryDeskOf(context).formToken() });
};

/** The not-ours page's counterfeit report (a plain post to the page itself). */
export const action = labelReportAction;

export const handle = {
  meta: ({ data }: MetaArgs<Data>) =>
    data?.reported ? { title: 'Report received', noindex: true } : { title: 'Label not recognised', noindex: true },
} satisfies PublicHandle;

export const Component = () => {
  const data = useLoaderData() as Data;
  return data.reported ? <LabelReported reference={data.reported.reference} /> : <LabelNotOurs />;
};
