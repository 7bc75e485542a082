import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { NotFound } from './States';

/**
 * A page whose data could not be loaded (the server answers 500 and logs it): a clear message
 * inside the site's layout, never a blank page.
 */
export const PageError = () => {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  if (status === 404) return <NotFound />;
  return (
    <section className="pub-notfound pub-container" role="alert">
      <p className="pub-notfound__code" aria-hidden="true">
        {status}
      </p>
      <h1>Something went wrong</h1>
      <p className="pub-notfound__text">This page could not be loaded. Please try again in a moment.</p>
      <div className="pub-actions pub-actions--center">
        <a
          className="pub-button"
          href={pathname + search}
          onClick={(e) => {
            e.preventDefault();
            void navigate(pathname + search, { replace: true });
          }}
        >
          Try again
        </a>
        <a className="pub-button pub-button--ghost" href="/">
          Go to the home page
        </a>
      </div>
    </section>
  );
};
