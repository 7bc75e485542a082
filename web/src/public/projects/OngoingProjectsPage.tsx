const OngoingProjectsPage = () => <h1>Ongoing projects</h1>;

export default OngoingProjectsPage;
