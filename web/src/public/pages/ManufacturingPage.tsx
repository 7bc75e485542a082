import { CompanyPage } from '../components/CompanyPage';

/** /manufacturing: texts from the Strapi page "manufacturing". */
const ManufacturingPage = () => <CompanyPage slug="manufacturing" fallbackTitle="Manufacturing" showProjects />;

export default ManufacturingPage;
