const AboutPage = () => <h1>About</h1>;

export default AboutPage;
