import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { Loading } from '../../shared/Loading';

/** The root layout of the public site: header, page, footer. */
export const PublicLayout = () => (
  <>
    <header>
      <nav aria-label="Main">
        <Link to="/">Home</Link> <Link to="/projects">Projects</Link>
      </nav>
    </header>
    <main>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </main>
  </>
);
