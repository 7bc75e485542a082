import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { logoDisplayName } from './api';
import './logos.css';

/** One logo; its delete button shows on hover and on keyboard focus. */
export const LogoTile = ({ path, deleting, onDelete }: { path: string; deleting: boolean; onDelete: () => void }) => {
  const name = logoDisplayName(path);
  return (
    <Card className="logo-tile" role="article" aria-label={name} size="small">
      <img src={path} alt={name} style={{ width: '100%', height: 100, objectFit: 'contain' }} />
      <Typography.Text ellipsis style={{ display: 'block', textAlign: 'center' }}>
        {name}
      </Typography.Text>
      <Button
        className="logo-tile__delete"
        danger
        size="small"
        icon={<DeleteOutlined />}
        aria-label={`Delete ${name}`}
        loading={deleting}
        onClick={onDelete}
      />
    </Card>
  );
};
