const StateDetailsPage = () => <h1>State details</h1>;

export default StateDetailsPage;
