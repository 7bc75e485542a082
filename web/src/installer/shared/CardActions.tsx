import { Button, Space } from 'antd';

interface CardActionsProps {
  /** The card's subject, for the buttons' accessible names ("Edit Acme Corp"). */
  name: string;
  canEdit: boolean;
  canRemove: boolean;
  onEdit: () => void;
  onRemove: () => void;
  marginTop?: number;
}

/** A card's Edit and Remove buttons, each shown only with its power. */
export const CardActions = ({ name, canEdit, canRemove, onEdit, onRemove, marginTop = 8 }: CardActionsProps) =>
  canEdit || canRemove ? (
    <Space style={{ marginTop }}>
      {canEdit && (
        <Button onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
      )}
      {canRemove && (
        <Button danger onClick={onRemove} aria-label={`Remove ${name}`}>
          Remove
        </Button>
      )}
    </Space>
  ) : null;
