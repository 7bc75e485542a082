import { Form, Input, Radio, Select } from 'antd';
import { titleCase, type Client, type FieldErrors } from '@portfolio/contract';
import { acceptOf } from '../shared/fileChecks';
import { FileField } from '../shared/FileField';
import { ImagePreview } from '../shared/ImagePreview';
import type { ClientType } from './model';

interface Props {
  clients: Client[] | undefined;
  clientType: ClientType;
  name: string;
  logo: File | null;
  resetKey: number;
  errors: FieldErrors;
  onType: (t: ClientType) => void;
  onName: (name: string) => void;
  onLogo: (file: File | null) => void;
}

/** Existing client from a dropdown, or a new client with a typed name and a logo. */
export const ClientChoice = ({ clients, clientType, name, logo, resetKey, errors, onType, onName, onLogo }: Props) => (
  <>
    <Form.Item label="Client Type">
      <Radio.Group
        aria-label="Client Type"
        value={clientType}
        onChange={(e) => onType(e.target.value)}
        options={[
          { value: 'existing', label: 'Select Existing Client' },
          { value: 'new', label: 'Add New Client' },
        ]}
      />
    </Form.Item>
    {clientType === 'existing' ? (
      <Form.Item label="Client" htmlFor="addclient-existing" validateStatus={errors.name ? 'error' : undefined} help={errors.name}>
        <Select
          id="addclient-existing"
          showSearch
          virtual={false}
          placeholder="Select a client"
          value={name || undefined}
          onChange={(v: string) => onName(v)}
          options={(clients ?? []).map((c) => ({ value: c.name, label: titleCase(c.name) }))}
          optionFilterProp="label"
        />
      </Form.Item>
    ) : (
      <>
        <Form.Item label="Client Name" htmlFor="addclient-new-name" validateStatus={errors.name ? 'error' : undefined} help={errors.name}>
          <Input id="addclient-new-name" value={name} onChange={(e) => onName(e.target.value)} />
        </Form.Item>
        <FileField label="Client Logo" accept={acceptOf('logo')} resetKey={resetKey} error={errors.logo} onFiles={(f) => onLogo(f[0] ?? null)} />
        <ImagePreview file={logo} alt="Client logo preview" />
      </>
    )}
  </>
);
