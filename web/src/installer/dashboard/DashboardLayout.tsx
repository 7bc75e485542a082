import { Outlet } from 'react-router-dom';

const DashboardLayout = () => <Outlet />;

export default DashboardLayout;
