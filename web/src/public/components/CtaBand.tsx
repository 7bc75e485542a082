import { Link } from 'react-router';
import { useSite } from '../data/reads';

/**
 * The closing call to action: contact details from the site settings. `children` adds actions
 * (a page may offer its own, e.g. a contact form link) before the phone and email buttons.
 */
export const CtaBand = ({ title = 'Planning a new space?', text = 'Tell us about your project. Our team will get back to you within one working day.', children }: { title?: string; text?: string; children?: React.ReactNode }) => {
  const settings = useSite();
  return (
    <section className="pub-cta">
      <div className="pub-container pub-cta__inner">
        <div>
          <h2>{title}</h2>
          <p>{text}</p>
        </div>
        <div className="pub-actions">
          {children}
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
