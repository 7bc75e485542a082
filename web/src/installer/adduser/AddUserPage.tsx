const AddUserPage = () => <h1>Add user</h1>;

export default AddUserPage;
