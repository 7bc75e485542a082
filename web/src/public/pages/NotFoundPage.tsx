import { NotFound } from '../components/States';
import { usePageMeta } from '../components/usePageMeta';

/** Any public URL no route matches. */
const NotFoundPage = () => {
  usePageMeta('Page not found');
  return <NotFound backTo="/" backLabel="Home page" />;
};

export default NotFoundPage;
