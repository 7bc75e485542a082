import { useState } from 'react';
import { ClientCard } from '../components/Cards';
import { PageHero } from '../components/PageHero';
import { EmptyBlock } from '../components/States';
import { usePageMeta } from '../components/usePageMeta';
import { PortfolioGate } from '../portfolio/usePortfolio';
import { ProjectsNav } from './ProjectsNav';

/** /projects/clients: every client's logo, name and number of projects, with a name filter. */
const ClientsPage = () => {
  const [query, setQuery] = useState('');
  usePageMeta('Our Clients', 'The schools, hospitals, banks, companies and government bodies we have designed and built for across India.');
  return (
    <>
      <PageHero compact eyebrow="Projects" title="Our Clients" intro="Institutions and companies across India that trust us with their spaces." />
      <ProjectsNav />
      <section className="pub-section pub-section--tight">
        <div className="pub-container">
          <PortfolioGate>
            {({ clients }) => {
              if (!clients.length) return <EmptyBlock>No clients have been published yet.</EmptyBlock>;
              const q = query.trim().toLowerCase();
              const shown = [...clients].sort((a, b) => a.name.localeCompare(b.name)).filter((c) => !q || c.name.toLowerCase().includes(q));
              return (
                <>
                  <div className="pub-search" role="search">
                    <label htmlFor="client-search" className="pub-visually-hidden">
                      Search clients
                    </label>
                    <input id="client-search" type="search" placeholder="Search clients..." value={query} onChange={(e) => setQuery(e.target.value)} />
                  </div>
                  <h2 className="pub-result-count">
                    {shown.length} of {clients.length} clients
                  </h2>
                  {shown.length ? (
                    <div className="pub-grid pub-grid--clients">
                      {shown.map((c) => (
                        <ClientCard key={c._id} client={c} />
                      ))}
                    </div>
                  ) : (
                    <EmptyBlock>No clients match “{query}”.</EmptyBlock>
                  )}
                </>
              );
            }}
          </PortfolioGate>
        </div>
      </section>
    </>
  );
};

export default ClientsPage;
