import { Button, Card, Descriptions, Typography } from 'antd';
import { displayNameOf, formatIndianNumber, industryLabel, siteYears, titleCase, type Site } from '@portfolio/contract';
import { CardActions } from '../../shared/CardActions';
import { DraftTag } from '../drafts/DraftTag';

interface Props {
  site: Site;
  canEdit: boolean;
  canRemove: boolean;
  onEdit: () => void;
  onRemove: () => void;
  /** Status users: the project's private tender documents. */
  onDocuments?: () => void;
}

/** One site: cover photo (photos[0]) and its details; Edit and Remove by permission. */
export const SiteCard = ({ site, canEdit, canRemove, onEdit, onRemove, onDocuments }: Props) => {
  const name = displayNameOf(site);
  return (
    <Card
      role="article"
      aria-label={name}
      cover={
        site.photos?.[0] ? (
          <img src={site.photos[0]} alt={`${name} cover`} style={{ height: 180, objectFit: 'cover' }} />
        ) : undefined
      }
    >
      <Typography.Title level={4}>
        {name} <DraftTag draft={site.draft} />
      </Typography.Title>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="State">{site.state}</Descriptions.Item>
        <Descriptions.Item label="Location">{titleCase(site.locations ?? '')}</Descriptions.Item>
        <Descriptions.Item label="Project Scope">{site.project_scope}</Descriptions.Item>
        <Descriptions.Item label="Area">{formatIndianNumber(site.area)} sq ft</Descriptions.Item>
        <Descriptions.Item label="Duration">{siteYears(site)}</Descriptions.Item>
        <Descriptions.Item label="Start">{site.site_start}</Descriptions.Item>
        <Descriptions.Item label="Industry">{industryLabel(site.industry)}</Descriptions.Item>
      </Descriptions>
      <CardActions name={name} canEdit={canEdit} canRemove={canRemove} onEdit={onEdit} onRemove={onRemove} />
      {onDocuments && (
        <Button
          type="link"
          onClick={onDocuments}
          aria-label={`Tender documents of ${name}`}
          style={{ paddingInline: 0 }}
        >
          Tender documents
        </Button>
      )}
    </Card>
  );
};
