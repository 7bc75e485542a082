const LogosPage = () => <h1>Client logos</h1>;

export default LogosPage;
