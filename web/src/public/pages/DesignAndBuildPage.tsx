import { CompanyPage } from '../components/CompanyPage';

/** /designandbuild: texts from the Strapi page "designandbuild". */
const DesignAndBuildPage = () => <CompanyPage slug="designandbuild" fallbackTitle="Design and Build" showProjects />;

export default DesignAndBuildPage;
