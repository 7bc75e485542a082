const TestPage = () => <h1>Test</h1>;

export default TestPage;
