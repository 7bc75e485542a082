import { Link } from 'react-router';
import type { PublicHandle } from '../head/head';
import { PageHero } from '../components/PageHero';

/** /test: a static page that checks the public layout and app behaviours without any data. */
export const loader = () => ({});
export const handle: PublicHandle = {
  meta: () => ({ title: 'Test', description: 'Test page of the public site.', noindex: true }),
};

export const Component = () => (
  <>
    <PageHero
      compact
      title="Test"
      intro="This page checks the public layout: header, navigation, footer and the page behaviours."
    />
    <section className="pub-section">
      <div className="pub-container pub-prose">
        <p>If you can read this, the public site is up.</p>
        <p>
          <Link to="/">Back to the home page</Link>
        </p>
      </div>
    </section>
  </>
);
