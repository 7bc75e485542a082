import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigation, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { Loading } from '../../shared/Loading';
import { CtaBand } from '../components/CtaBand';
import { readsOf, useSite } from '../data/reads';
import { useDocumentHead } from '../head/useDocumentHead';
import Footer from './Footer';
import './public.css';

/**
 * The site settings every page shows (header, footer, head): read once, not on each navigation;
 * again after a form post or an explicit retry (same URL).
 */
export const loader = ({ context }: LoaderFunctionArgs) => readsOf(context).site();
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl }) =>
  currentUrl.href === nextUrl.href || (!!formMethod && formMethod !== 'GET');

const NAV = [
  { to: '/', label: 'Home', end: true },
  { to: '/about-us', label: 'About' },
  { to: '/designandbuild', label: 'Design & Build' },
  { to: '/manufacturing', label: 'Manufacturing' },
  { to: '/firedoors', label: 'Fire Doors' },
  { to: '/projects', label: 'Projects' },
  { to: '/press-awards-testimonials', label: 'Press & Awards' },
  { to: '/career', label: 'Career' },
  { to: '/contact', label: 'Contact' },
];

const Mark = () => (
  <svg className="pub-brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
    <rect width="32" height="32" rx="6" fill="#c9821a" />
    <path d="M8 23V9h9a4 4 0 0 1 0 8h-9m9 0a4 4 0 0 1 0 6H8" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinejoin="round" />
  </svg>
);

const Header = ({ company }: { company?: string }) => {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <header className="pub-header">
      <div className="pub-container pub-header__inner">
        <Link to="/" className="pub-brand" aria-label={company ? `${company} – home` : 'Home'}>
          <Mark />
          <span className="pub-brand__name">{company}</span>
        </Link>
        <button
          type="button"
          className="pub-nav-toggle"
          aria-expanded={open}
          aria-controls="pub-nav"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
        >
          <span />
          <span />
          <span />
        </button>
        <nav id="pub-nav" aria-label="Main" className={`pub-nav${open ? ' is-open' : ''}`}>
          <ul>
            {NAV.map(({ to, label, end }) => (
              <li key={to}>
                <NavLink to={to} end={end}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
};

/**
 * The root layout of the public site: header with the main navigation, the page, the call to action
 * (every page but /contact, which is the form itself), footer. While a client-side navigation loads
 * the next page's data, the full-screen 'Loading...' indicator shows.
 */
export const PublicLayout = () => {
  const site = useSite();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  useDocumentHead();
  return (
    <div className="pub">
      <a className="pub-skip" href="#main">
        Skip to content
      </a>
      <Header company={site?.companyName} />
      <main id="main" className="pub-main">
        <Outlet />
      </main>
      {pathname !== '/contact' && <CtaBand />}
      <Footer />
      {navigation.state === 'loading' && <Loading />}
    </div>
  );
};

export { PublicLayout as Component };
