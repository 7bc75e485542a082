const AddAwardsPage = () => <h1>Awards</h1>;

export default AddAwardsPage;
