import { Form, Input, Radio, Select } from 'antd';
import { LIMITS, titleCase, type FieldErrors } from '@portfolio/contract';
import { useClientSearch } from '../../../api/reads';
import { acceptOf } from '../../shared/fileChecks';
import { FileField } from '../../shared/FileField';
import { ImagePreview } from '../../shared/ImagePreview';
import { usePagedSearch } from '../../shared/usePagedSearch';
import type { ClientType } from './model';

interface Props {
  clientType: ClientType;
  name: string;
  logo: File | null;
  resetKey: number;
  errors: FieldErrors;
  onType: (t: ClientType) => void;
  onName: (name: string) => void;
  onLogo: (file: File | null) => void;
  /** The form holds a saved draft of this client's: the client can no longer be changed. */
  locked?: boolean;
}

/**
 * The existing-client dropdown: what is typed is searched on the server (one request per pause in
 * typing), so it opens at once on thousands of clients; the first page is listed before any typing.
 */
type SelectProps = { name: string; onName: (name: string) => void; disabled?: boolean };
const ExistingClientSelect = ({ name, onName, disabled }: SelectProps) => {
  const search = usePagedSearch();
  const { result, isLoading } = useClientSearch({ q: search.q, pageSize: LIMITS.dashboardPageMax });
  const options = (result?.items ?? []).map((c) => ({ value: c.name, label: titleCase(c.name) }));
  if (name && !options.some((o) => o.value === name)) options.unshift({ value: name, label: titleCase(name) });
  const more = result && result.total > result.items.length ? result.total - result.items.length : 0;
  return (
    <Select
      id="addclient-existing"
      showSearch={{ filterOption: false, onSearch: search.setText, searchValue: search.text }}
      virtual={false}
      placeholder="Select a client"
      disabled={disabled}
      value={name || undefined}
      onChange={(v: string) => onName(v)}
      loading={isLoading}
      options={options}
      notFoundContent={isLoading ? 'Loading clients...' : 'No matching clients found.'}
      popupRender={(menu) => (
        <>
          {menu}
          {more > 0 && (
            <div style={{ padding: '4px 12px', color: '#595959' }}>{`${more} more: type to narrow the list.`}</div>
          )}
        </>
      )}
    />
  );
};

/** Existing client from a dropdown, or a new client with a typed name and a logo. */
export const ClientChoice = ({ clientType, name, logo, resetKey, errors, onType, onName, onLogo, locked }: Props) => (
  <>
    <Form.Item label="Client Type">
      <Radio.Group
        aria-label="Client Type"
        value={clientType}
        disabled={locked}
        onChange={(e) => onType(e.target.value)}
        options={[
          { value: 'existing', label: 'Select Existing Client' },
          { value: 'new', label: 'Add New Client' },
        ]}
      />
    </Form.Item>
    {clientType === 'existing' ? (
      <Form.Item
        label="Client"
        htmlFor="addclient-existing"
        validateStatus={errors.name ? 'error' : undefined}
        help={errors.name}
      >
        <ExistingClientSelect name={name} onName={onName} disabled={locked} />
      </Form.Item>
    ) : (
      <>
        <Form.Item
          label="Client Name"
          htmlFor="addclient-new-name"
          validateStatus={errors.name ? 'error' : undefined}
          help={errors.name}
        >
          <Input id="addclient-new-name" value={name} onChange={(e) => onName(e.target.value)} />
        </Form.Item>
        <FileField
          label="Client Logo"
          accept={acceptOf('logo')}
          resetKey={resetKey}
          error={errors.logo}
          onFiles={(f) => onLogo(f[0] ?? null)}
        />
        <ImagePreview file={logo} alt="Client logo preview" />
      </>
    )}
  </>
);
