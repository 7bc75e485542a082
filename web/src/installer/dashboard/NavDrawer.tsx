import { Drawer } from 'antd';
import { AccountBar } from './AccountBar';
import { DashboardNav } from './DashboardNav';

/**
 * The phone menu: the grouped nav in a drawer from the left, the account controls at its foot (loaded on first open).
 */
const NavDrawer = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <Drawer title="Menu" placement="left" open={open} onClose={onClose} size={280} className="dash-drawer">
    <DashboardNav
      onNavigate={onClose}
      footer={
        <div className="dash-drawer__account">
          <AccountBar vertical />
        </div>
      }
    />
  </Drawer>
);

export default NavDrawer;
