const NotFoundPage = () => <h1>Page not found</h1>;

export default NotFoundPage;
