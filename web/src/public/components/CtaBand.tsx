import { Link } from 'react-router';
import { useSiteSettings } from '../../api/content';

/** The closing call to action: contact details from the site settings. */
export const CtaBand = () => {
  const { settings } = useSiteSettings();
  return (
    <section className="pub-cta">
      <div className="pub-container pub-cta__inner">
        <div>
          <h2>Planning a new space?</h2>
          <p>Tell us about your project. Our team will get back to you within one working day.</p>
        </div>
        <div className="pub-actions">
          {settings?.phone && (
            <a className="pub-button pub-button--light" href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>
              Call {settings.phone}
            </a>
          )}
          {settings?.email ? (
            <a className="pub-button pub-button--outline-light" href={`mailto:${settings.email}`}>
              Email us
            </a>
          ) : (
            <Link className="pub-button pub-button--outline-light" to="/projects">
              See our projects
            </Link>
          )}
        </div>
      </div>
    </section>
  );
};
