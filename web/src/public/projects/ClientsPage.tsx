const ClientsPage = () => <h1>Clients</h1>;

export default ClientsPage;
