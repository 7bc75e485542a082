const UsersPage = () => <h1>Users</h1>;

export default UsersPage;
