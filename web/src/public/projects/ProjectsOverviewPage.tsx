const ProjectsOverviewPage = () => <h1>Projects</h1>;

export default ProjectsOverviewPage;
