import { PUBLIC_ROUTES } from '@portfolio/contract';
// The site's base styles first: the components' own CSS (header.css…) comes after and refines them.
import './public.css';
import {
  Outlet,
  useLocation,
  useNavigation,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router';
import { Loading } from '../../shared/Loading';
import { CtaBand } from '../components/CtaBand';
import { readsOf, useSite } from '../data/reads';
import { useDocumentHead } from '../head/useDocumentHead';
import Footer from './Footer';
import { Header } from './Header';
import { ContactDock } from './ContactDock';
import { Static } from '../components/Static';

/**
 * The site settings every page shows (header, footer, head): read once, not on each navigation;
 * again after a form post or an explicit retry (same URL).
 */
export const loader = ({ context }: LoaderFunctionArgs) => readsOf(context).site();
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl }) =>
  currentUrl.href === nextUrl.href || (!!formMethod && formMethod !== 'GET');

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
      <Header company={site?.companyName} phone={site?.phone} />
      <main id="main" className="pub-main">
        <Outlet />
      </main>
      <Static>
        {pathname !== PUBLIC_ROUTES.contact && <CtaBand />}
        <Footer />
        <ContactDock />
      </Static>
      {navigation.state === 'loading' && <Loading />}
    </div>
  );
};

export { PublicLayout as Component };
