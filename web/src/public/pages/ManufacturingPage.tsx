const ManufacturingPage = () => <h1>Manufacturing</h1>;

export default ManufacturingPage;
