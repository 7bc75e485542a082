const LoginPage = () => <h1>Sign in</h1>;

export default LoginPage;
