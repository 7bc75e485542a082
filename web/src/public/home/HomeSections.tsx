import {
  type ClientSummary,
  type HomeData,
  type LogoWallItem,
  type PageSummary,
  PUBLIC_ROUTES,
} from '@portfolio/contract';
import { Link } from 'react-router';
import { ProjectGrid } from '../components/Cards';
import { Section } from '../components/Section';
import { Markdown } from '../components/Markdown';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { clientName, clientPath } from '../portfolio/data';
import { Testimonials } from '../press/PostLists';

/** Service cards: title, heading and description of each service page, from Strapi. */
const Services = ({ pages: ordered }: { pages: PageSummary[] }) => {
  if (!ordered.length) return null;
  return (
    <Section
      id="home-services"
      eyebrow="What we do"
      title="Services"
      action={
        <Link to={PUBLIC_ROUTES.about} className="pub-link-arrow">
          About us
        </Link>
      }
    >
      <div className="pub-grid">
        {ordered.map((p) => (
          <article key={p.slug} className="pub-card pub-service">
            <h3>{p.title}</h3>
            {p.heading && (
              <p>
                <strong>{p.heading}</strong>
              </p>
            )}
            <p>{p.description}</p>
            <Link to={`/${p.slug}`} className="pub-link-arrow">
              More about {p.title}
            </Link>
          </article>
        ))}
      </div>
    </Section>
  );
};

const Mark = ({ name, src, image }: { name: string; src: string | null; image?: LogoWallItem['image'] }) => (
  <>
    <span className="pub-logos__mark">
      <ResponsiveImage src={src} image={image} alt={name} sizes="160px" fallbackWidth={160} fallbackHeight={80} />
    </span>
    <span className="pub-logos__name" aria-hidden="true">
      {name}
    </span>
  </>
);

/** The logo library in the order staff set on the Client Logos screen; a logo of a shown client links to it. */
const LibraryWall = ({ logos }: { logos: LogoWallItem[] }) => (
  <div className="pub-logos">
    {logos.map((logo) =>
      logo.client ? (
        <Link key={logo.path} to={clientPath(logo.client)}>
          <Mark name={logo.name} src={logo.path} image={logo.image} />
        </Link>
      ) : (
        <span key={logo.path} className="pub-logos__item">
          <Mark name={logo.name} src={logo.path} image={logo.image} />
        </span>
      ),
    )}
  </div>
);

/** Before staff add logos to the library: the clients (by name) with their own logos. */
const ClientsWall = ({ clients }: { clients: ClientSummary[] }) => (
  <div className="pub-logos">
    {clients.map((c) => (
      <Link key={c._id} to={clientPath(c)}>
        <Mark name={clientName(c)} src={c.coverPhoto} image={c.coverPhotoFormats} />
      </Link>
    ))}
  </div>
);

/** The home page below the fold: services, why us, featured projects, clients, testimonials, contact. */
const HomeSections = ({
  data: { page, services, featured, clients, logoWall = [], testimonials },
}: {
  data: HomeData;
}) => {
  const whyUs = (page?.sections ?? []).filter((s) => s.title || s.body);
  return (
    <>
      <Services pages={services} />

      {whyUs.length > 0 && (
        <Section id="home-why" eyebrow="Why choose us" title="Built on accountability" alt>
          <div className="pub-features">
            {whyUs.map((s, i) => (
              <div key={s.id ?? i} className="pub-feature">
                <span className="pub-feature__icon" aria-hidden="true">
                  {i + 1}
                </span>
                {s.title && <h3>{s.title}</h3>}
                <Markdown text={s.body} />
              </div>
            ))}
          </div>
        </Section>
      )}

      <Section
        id="home-projects"
        eyebrow="Portfolio"
        title="Featured projects"
        action={
          <Link to={PUBLIC_ROUTES.projects} className="pub-link-arrow">
            All projects
          </Link>
        }
      >
        {featured.length ? (
          <ProjectGrid projects={featured} />
        ) : (
          <p className="pub-card__meta">Our project portfolio is being updated. Please check back soon.</p>
        )}
      </Section>

      {(logoWall.length > 0 || clients.length > 0) && (
        <Section
          id="home-clients"
          eyebrow="Trusted by"
          title="Our clients"
          alt
          action={
            <Link to={PUBLIC_ROUTES.clients} className="pub-link-arrow">
              All clients
            </Link>
          }
        >
          {logoWall.length > 0 ? <LibraryWall logos={logoWall} /> : <ClientsWall clients={clients} />}
        </Section>
      )}

      <Testimonials posts={testimonials} heading="What our clients say" />
    </>
  );
};

export default HomeSections;
