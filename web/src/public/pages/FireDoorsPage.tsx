const FireDoorsPage = () => <h1>Fire doors</h1>;

export default FireDoorsPage;
