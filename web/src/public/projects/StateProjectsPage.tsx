const StateProjectsPage = () => <h1>State projects</h1>;

export default StateProjectsPage;
