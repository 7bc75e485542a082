import { DeleteOutlined, EditOutlined, ExportOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { Link } from 'react-router-dom';
import { DRAFT_TEXT, publicUrl, type ProjectTableRow } from '@portfolio/contract';
import { TEXT } from '../shared/texts';
import { projectEditorPath } from './paths';

/** What a row may offer: the user's powers (contract can()) and what Preview and Remove do. */
export type RowActionProps = {
  mayEdit: boolean;
  mayPreview: boolean;
  mayRemove: boolean;
  onPreview: (row: ProjectTableRow) => void;
  onRemove: (row: ProjectTableRow) => void;
};

/** Icon buttons, each named for what it does and to which project (its tooltip says it too). */
export const RowActions = ({
  row,
  mayEdit,
  mayPreview,
  mayRemove,
  onPreview,
  onRemove,
}: RowActionProps & { row: ProjectTableRow }) => (
  <Space size={0} className="pt-actions">
    {mayEdit && (
      <Tooltip title="Edit">
        <Link to={projectEditorPath(row._id)} aria-label={`Edit ${row.name}`} className="pt-action">
          <EditOutlined />
        </Link>
      </Tooltip>
    )}
    {mayPreview && (
      <Tooltip title={DRAFT_TEXT.preview}>
        <Button
          type="text"
          size="small"
          icon={<EyeOutlined />}
          aria-label={`Preview ${row.name}`}
          onClick={() => onPreview(row)}
        />
      </Tooltip>
    )}
    {!row.draft && row.client.slug && row.slug && (
      <Tooltip title={TEXT.viewOnWebsite}>
        <a
          href={publicUrl.project(row.client.slug, row.slug)}
          target="_blank"
          rel="noreferrer"
          aria-label={`${TEXT.viewOnWebsite}: ${row.name}`}
          className="pt-action"
        >
          <ExportOutlined />
        </a>
      </Tooltip>
    )}
    {mayRemove && (
      <Tooltip title="Remove">
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Remove ${row.name}`}
          onClick={() => onRemove(row)}
        />
      </Tooltip>
    )}
  </Space>
);
