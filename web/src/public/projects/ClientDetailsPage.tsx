const ClientDetailsPage = () => <h1>Client details</h1>;

export default ClientDetailsPage;
