import { useEffect, useRef } from 'react';
import { Form, useLoaderData, useSubmit, type LoaderFunctionArgs } from 'react-router';
import { pageParam, PUBLIC_ROUTES, type ClientsPageData } from '@portfolio/contract';
import { notFound, readsOf } from '../data/reads';
import type { MetaArgs, PublicHandle } from '../head/head';
import { ClientCard } from '../components/Cards';
import { PageHero } from '../components/PageHero';
import { Pager, pagerLinks } from '../components/Pager';
import { EmptyBlock, NotFound } from '../components/States';
import { Static } from '../components/Static';
import { ProjectsNav } from './ProjectsNav';

/** /projects/clients: the clients' logos, names and numbers of projects, a page at a time, searchable by name. */
export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const data = await readsOf(context).clients({
    page: pageParam(url.searchParams.get('page')),
    q: url.searchParams.get('q') ?? '',
  });
  return data.page > data.pageCount ? notFound(data) : data;
};

type Data = ClientsPageData & { notFound?: true };

export const handle: PublicHandle = {
  meta: ({ data, url }: MetaArgs<Data>) =>
    data.notFound
      ? { title: 'Page not found', noindex: true }
      : {
          title: data.page > 1 ? `Our Clients – Page ${data.page}` : 'Our Clients',
          description:
            'The schools, hospitals, banks, companies and government bodies we have designed and built for across India.',
          image: data.clients.find((c) => c.coverPhotoFormats?.width)?.coverPhotoFormats,
          crumbs: [
            { name: 'Projects', path: PUBLIC_ROUTES.projects },
            { name: 'Clients', path: PUBLIC_ROUTES.clients },
          ],
          ...pagerLinks(url, data.page, data.pageCount),
          noindex: !!data.q,
        },
};

export const Component = () => {
  const { clients, q, total, totalAll, page, pageCount, notFound } = useLoaderData() as Data;
  const submit = useSubmit();
  const search = useRef<HTMLInputElement>(null);
  // Typed before the page hydrated (it hydrates after it has painted): search for it now.
  useEffect(() => {
    const input = search.current;
    if (input && input.value !== input.defaultValue) submit(input.form, { replace: true, preventScrollReset: true });
  }, [submit]);
  if (notFound)
    return (
      <NotFound
        message={<>There is no page {page} of our clients.</>}
        backTo={PUBLIC_ROUTES.clients}
        backLabel="See all clients"
      />
    );
  return (
    <>
      <Static>
        <PageHero
          compact
          eyebrow="Projects"
          title="Our Clients"
          intro="Institutions and companies across India that trust us with their spaces."
        />
        <ProjectsNav />
      </Static>
      <section className="pub-section pub-section--tight">
        <div className="pub-container">
          {!totalAll ? (
            <EmptyBlock>No clients have been published yet.</EmptyBlock>
          ) : (
            <>
              <Form method="get" className="pub-search" role="search">
                <label htmlFor="client-search" className="pub-visually-hidden">
                  Search clients
                </label>
                <input
                  id="client-search"
                  name="q"
                  type="search"
                  placeholder="Search clients..."
                  defaultValue={q}
                  ref={search}
                  onChange={(e) => submit(e.currentTarget.form, { replace: true, preventScrollReset: true })}
                />
                {/* Without JavaScript (or to search again), the form's own submit. */}
                <button type="submit" className="pub-button pub-button--ghost">
                  Search
                </button>
              </Form>
              <Static>
                <h2 className="pub-result-count">
                  {total} of {totalAll} clients
                </h2>
                {clients.length ? (
                  <div className="pub-grid pub-grid--clients">
                    {clients.map((c) => (
                      <ClientCard key={c._id} client={c} />
                    ))}
                  </div>
                ) : (
                  <EmptyBlock>No clients match “{q}”.</EmptyBlock>
                )}
                <Pager page={page} pageCount={pageCount} label="Clients pages" />
              </Static>
            </>
          )}
        </div>
      </section>
    </>
  );
};
