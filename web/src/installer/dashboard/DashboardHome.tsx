const DashboardHome = () => <h1>Welcome to the dashboard</h1>;

export default DashboardHome;
