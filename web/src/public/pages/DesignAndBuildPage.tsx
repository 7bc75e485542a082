const DesignAndBuildPage = () => <h1>Design and build</h1>;

export default DesignAndBuildPage;
