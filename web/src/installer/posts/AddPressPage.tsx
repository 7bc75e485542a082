const AddPressPage = () => <h1>Press</h1>;

export default AddPressPage;
