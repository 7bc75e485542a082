import { Checkbox, Select } from 'antd';
import { ENQUIRY_OWNER_ME, ENQUIRY_OWNER_NONE, INBOX_LABELS } from '@portfolio/contract';

type Owner = { _id: string; email: string };

/** The owner filter in the URL when it is one: a user's id, or mine / none. */
export const ownerParam = (params: URLSearchParams) => {
  const owner = params.get('owner');
  return owner && /^[A-Za-z0-9_-]{1,64}$/.test(owner) ? owner : undefined;
};

/** The owner filter's choices: any, mine, none, then each user who may own the items. */
const ownerFilterOptions = (users: Owner[] | undefined) => [
  { value: '', label: INBOX_LABELS.anyOwner },
  { value: ENQUIRY_OWNER_ME, label: INBOX_LABELS.mine },
  { value: ENQUIRY_OWNER_NONE, label: INBOX_LABELS.noOwner },
  ...(users ?? []).map((u) => ({ value: u._id, label: u.email })),
];

/**
 * A list's owner filter (any, mine, none or a user among `users`) and its Mine checkbox; `phone` makes the select full
 * width.
 */
export const OwnerFilter = ({
  value,
  users,
  phone,
  onChange,
}: {
  value: string | undefined;
  users: Owner[] | undefined;
  phone: boolean;
  onChange: (owner: string | undefined) => void;
}) => (
  <>
    <Select
      aria-label={INBOX_LABELS.owner}
      style={{ minWidth: 200, ...(phone ? { width: '100%' } : undefined) }}
      value={value ?? ''}
      onChange={(v: string) => onChange(v)}
      options={ownerFilterOptions(users)}
    />
    <Checkbox
      checked={value === ENQUIRY_OWNER_ME}
      onChange={(ev) => onChange(ev.target.checked ? ENQUIRY_OWNER_ME : undefined)}
    >
      {INBOX_LABELS.mine}
    </Checkbox>
  </>
);

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
    options={[
      { value: '', label: INBOX_LABELS.noOwner },
      ...(users ?? []).map((u) => ({ value: u._id, label: u.email })),
    ]}
  />
);
