import { Link } from 'react-router';
import { PageHero } from '../components/PageHero';
import { usePageMeta } from '../components/usePageMeta';

/** /test: a static page that checks the public layout and app behaviours without any data. */
const TestPage = () => {
  usePageMeta('Test', 'Test page of the public site.');
  return (
    <>
      <PageHero compact title="Test" intro="This page checks the public layout: header, navigation, footer and the page behaviours." />
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
};

export default TestPage;
