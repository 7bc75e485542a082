import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { displayNameOf, type ClientCardData } from '@portfolio/contract';
import { CardActions } from '../../shared/CardActions';

interface Props {
  client: ClientCardData;
  canEdit: boolean;
  canRemove: boolean;
  onEdit: () => void;
  onRemove: () => void;
}

/** A client card: logo, title-cased name, Total Sites; the card opens client/{name}. */
export const ClientCard = ({ client, canEdit, canRemove, onEdit, onRemove }: Props) => {
  const name = displayNameOf(client);
  return (
    <Card role="article" aria-label={name}>
      <Link
        to={`/installer/dashboard/client/${encodeURIComponent(client.name)}`}
        style={{ display: 'block', color: 'inherit' }}
      >
        {client.coverPhoto && (
          <img
            src={client.coverPhoto}
            alt={`${name} logo`}
            style={{ width: '100%', height: 120, objectFit: 'contain', marginBottom: 8 }}
          />
        )}
        <Typography.Title level={4} style={{ margin: 0 }}>
          {name}
        </Typography.Title>
        <Typography.Text type="secondary">Total Sites: {client.totalSites}</Typography.Text>
      </Link>
      <CardActions
        name={name}
        canEdit={canEdit}
        canRemove={canRemove}
        onEdit={onEdit}
        onRemove={onRemove}
        marginTop={12}
      />
    </Card>
  );
};
