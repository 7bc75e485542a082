import { CompanyPage } from '../components/CompanyPage';

/** /firedoors: texts from the Strapi page "firedoors". */
const FireDoorsPage = () => <CompanyPage slug="firedoors" fallbackTitle="Fire Doors" showProjects />;

export default FireDoorsPage;
