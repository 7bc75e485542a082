import { Select } from 'antd';
import { ENQUIRY_OWNER_ME, ENQUIRY_OWNER_NONE, INBOX_LABELS } from '@portfolio/contract';

type Owner = { _id: string; email: string };

/** The owner filter's choices: any, mine, none, then each user who may own the items. */
export const ownerFilterOptions = (users: Owner[] | undefined) => [
  { value: '', label: INBOX_LABELS.anyOwner },
  { value: ENQUIRY_OWNER_ME, label: INBOX_LABELS.mine },
  { value: ENQUIRY_OWNER_NONE, label: INBOX_LABELS.noOwner },
  ...(users ?? []).map((u) => ({ value: u._id, label: u.email })),
];

/** Chooses an item's owner among `users` (undefined while they load); '' is no owner. */
export const OwnerSelect = ({
  value,
  users,
  disabled,
  loading,
  onChange,
}: {
  value: string | null;
  users: Owner[] | undefined;
  disabled: boolean;
  loading: boolean;
  onChange: (owner: string | null) => void;
}) => (
  <Select
    aria-label={INBOX_LABELS.owner}
    value={value ?? ''}
    loading={loading || !users}
    disabled={disabled}
    style={{ minWidth: 200, maxWidth: '100%' }}
    onChange={(v: string) => onChange(v || null)}
    options={[{ value: '', label: INBOX_LABELS.noOwner }, ...(users ?? []).map((u) => ({ value: u._id, label: u.email }))]}
  />
);
