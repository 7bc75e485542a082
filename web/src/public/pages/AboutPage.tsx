import { CompanyPage } from '../components/CompanyPage';

/** /about-us: texts from the Strapi page "about-us". */
const AboutPage = () => <CompanyPage slug="about-us" fallbackTitle="About Us" />;

export default AboutPage;
