import { UserOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import { Link } from 'react-router-dom';
import { DASHBOARD_HOME } from '../shared/access';
import { useDashboardUser } from '../shared/DashboardUser';
import { useSignOut } from './useSignOut';

/**
 * Who is signed in (a link to My Account) with Sign out everywhere and Logout: in the header on
 * desktop (toasts open below the header, never over it), at the foot of the phone drawer.
 */
export const AccountBar = ({ vertical = false }: { vertical?: boolean }) => {
  const user = useDashboardUser();
  const { leaving, here, everywhere } = useSignOut();
  return (
    <Flex className="dash-account" vertical={vertical} gap={vertical ? 8 : 12} align={vertical ? 'stretch' : 'center'}>
      <Tooltip title={user.email}>
        <Link to={`${DASHBOARD_HOME}/account`} className="dash-account__who">
          <span className="dash-avatar" aria-hidden="true">
            <UserOutlined />
          </span>
          <span className="dash-account__email">{user.email}</span>
        </Link>
      </Tooltip>
      <Button
        type={vertical ? 'default' : 'text'}
        onClick={everywhere}
        loading={leaving === 'everywhere'}
        disabled={leaving === 'here'}
      >
        Sign out everywhere
      </Button>
      <Button onClick={here} loading={leaving === 'here'} disabled={leaving === 'everywhere'}>
        Logout
      </Button>
    </Flex>
  );
};
