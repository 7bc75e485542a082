import { Typography } from 'antd';
import { useDashboardUser } from './DashboardUser';

/** The dashboard index: a welcome message. */
const DashboardHome = () => {
  const user = useDashboardUser();
  return (
    <section>
      <Typography.Title level={2}>Welcome, {user.email}</Typography.Title>
      <Typography.Paragraph>Use the navigation bar to manage users, clients, sites, logos and posts.</Typography.Paragraph>
    </section>
  );
};

export default DashboardHome;
