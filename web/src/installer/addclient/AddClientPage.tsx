const AddClientPage = () => <h1>Add client</h1>;

export default AddClientPage;
