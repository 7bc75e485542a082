const ClientProjectsPage = () => <h1>Client projects</h1>;

export default ClientProjectsPage;
