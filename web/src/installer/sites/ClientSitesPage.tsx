const ClientSitesPage = () => <h1>Client sites</h1>;

export default ClientSitesPage;
