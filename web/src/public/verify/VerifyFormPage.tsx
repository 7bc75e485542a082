import { redirect, type LoaderFunctionArgs } from 'react-router';
import { normalDoorLabelId, publicUrl } from '@portfolio/contract';
import { notFound } from '../data/reads';
import type { PublicHandle } from '../head/head';
import { LabelNotOurs } from './VerifyPage';

interface Data {
  typed: string;
  notFound?: true;
}

/** /verify?id=…: the "Verify a label" box's target; a well-formed id goes to its page, anything else is the not-ours page. */
export const loader = ({ request }: LoaderFunctionArgs) => {
  const typed = (new URL(request.url).searchParams.get('id') ?? '').slice(0, 40);
  const labelId = normalDoorLabelId(typed);
  if (labelId) return redirect(publicUrl.verify(labelId), 303);
  return notFound<Data>({ typed });
};

export const handle: PublicHandle = { meta: () => ({ title: 'Label not recognised', noindex: true }) };

export const Component = LabelNotOurs;
