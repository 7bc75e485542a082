import { CompanyPage } from '../components/CompanyPage';

/** /career: texts from the Strapi page "career". */
const CareerPage = () => <CompanyPage slug="career" fallbackTitle="Career" />;

export default CareerPage;
