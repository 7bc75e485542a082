import { Select } from 'antd';
import { useMemo } from 'react';
import { displayNameOf } from '@portfolio/contract';
import { useAllSites } from '../../api/reads';

/**
 * The testimonial form's optional project: a searchable select of every site, "Client — Site".
 * The quote then shows on that project's page. Clearing it unlinks the quote.
 */
export const ProjectPicker = ({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (siteId: string) => void;
}) => {
  const { clients, isLoading, error } = useAllSites(true);
  const options = useMemo(
    () =>
      (clients ?? [])
        .flatMap((c) => c.sites.map((s) => ({ value: s._id, label: `${displayNameOf(c)} — ${displayNameOf(s)}` })))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [clients],
  );
  // A linked project that is no longer there (removed to the Trash) is still named, so nothing changes by surprise.
  const known = !value || options.some((o) => o.value === value) || isLoading;
  return (
    <Select
      id={id}
      showSearch
      allowClear
      value={value || undefined}
      placeholder={error ? 'Projects could not be loaded' : 'None: the quote is not about one project'}
      loading={isLoading}
      options={known ? options : [{ value, label: 'A removed project' }, ...options]}
      optionFilterProp="label"
      onChange={(v) => onChange(v ?? '')}
      style={{ width: '100%' }}
    />
  );
};
