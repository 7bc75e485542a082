import { notFound } from '../data/reads';
import type { PublicHandle } from '../head/head';
import { NotFound } from '../components/States';

/** Any public URL no route matches: the not-found page, HTTP 404. */
export const loader = () => notFound({});
export const handle: PublicHandle = { meta: () => ({ title: 'Page not found', noindex: true }) };
export const Component = () => <NotFound />;
