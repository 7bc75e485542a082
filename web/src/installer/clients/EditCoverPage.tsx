const EditCoverPage = () => <h1>Change client details</h1>;

export default EditCoverPage;
