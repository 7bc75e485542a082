import {
  AuditOutlined,
  BarChartOutlined,
  DeleteOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  HomeOutlined,
  InboxOutlined,
  MessageOutlined,
  PictureOutlined,
  PlusSquareOutlined,
  ProjectOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  StarOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserAddOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { NavIcon } from './screens';

/** The sidebar's icons by the nav config's names (the collapsed sidebar shows only these). */
export const NAV_ICONS: Record<NavIcon, ComponentType> = {
  home: HomeOutlined,
  clients: ProjectOutlined,
  addClient: PlusSquareOutlined,
  logos: PictureOutlined,
  press: FileTextOutlined,
  awards: TrophyOutlined,
  testimonials: MessageOutlined,
  enquiries: InboxOutlined,
  users: TeamOutlined,
  addUser: UserAddOutlined,
  trash: DeleteOutlined,
  account: UserOutlined,
  jobs: SolutionOutlined,
  applications: AuditOutlined,
  certificates: SafetyCertificateOutlined,
  tenders: FileProtectOutlined,
  featured: StarOutlined,
  reports: BarChartOutlined,
};
