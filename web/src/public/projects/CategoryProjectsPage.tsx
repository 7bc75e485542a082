const CategoryProjectsPage = () => <h1>Projects by category</h1>;

export default CategoryProjectsPage;
