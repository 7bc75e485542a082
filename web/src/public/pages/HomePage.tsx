const HomePage = () => <h1>Home</h1>;

export default HomePage;
