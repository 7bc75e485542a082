import { FilterOutlined } from '@ant-design/icons';
import { Button, Input, Select } from 'antd';
import { useState } from 'react';
import {
  DRAFT_TEXT,
  INDUSTRIES,
  INDUSTRY_LABELS,
  PROJECT_TABLE_SORTS,
  PROJECT_TABLE_SORT_LABELS,
  SERVICES,
  SERVICE_LABELS,
  STATES,
  type ProjectTableQuery,
  type ProjectTableSort,
} from '@portfolio/contract';

export type Filter = ProjectTableQuery['filter'];

/** A new query in the address (the Projects page's `go`): the changed fields and filters. */
export type GoTo = (next: Partial<ProjectTableQuery>, filter?: Partial<Filter>) => void;

/** How each sort reads in the phone's Sort menu, either way. */
const SORT_WORDS: Record<ProjectTableSort, Record<'asc' | 'desc', string>> = {
  updated: { asc: '(oldest first)', desc: '(newest first)' },
  name: { asc: '(A to Z)', desc: '(Z to A)' },
  start: { asc: '(earliest first)', desc: '(latest first)' },
  area: { asc: '(smallest first)', desc: '(largest first)' },
  value: { asc: '(lowest first)', desc: '(highest first)' },
};

/**
 * The Projects table's search and filters, above it. On a phone the filters fold under one button
 * (which counts the chosen ones) and a Sort menu stands in for the hidden columns' headers.
 */
export const ProjectFilters = ({ query, phone, go }: { query: ProjectTableQuery; phone: boolean; go: GoTo }) => {
  // On a phone the filters fold under one button.
  const [filtersOpen, setFiltersOpen] = useState(false);

  const select = <V extends string>(
    label: string,
    value: V | undefined,
    options: { value: V; label: string }[],
    onChange: (v: V | undefined) => void,
    width = 170,
  ) => (
    <Select<V | ''>
      aria-label={label}
      value={value ?? ''}
      onChange={(v) => onChange(v === '' ? undefined : (v as V))}
      options={[{ value: '' as const, label: `${label}: all` }, ...options]}
      style={{ minWidth: width, width: phone ? '100%' : undefined }}
      popupMatchSelectWidth={false}
    />
  );

  const f = query.filter;
  const chosen = (Object.keys(f) as (keyof Filter)[]).filter((k) => f[k] !== undefined).length;
  return (
    <>
      <div className="pt-filters">
        <Input.Search
          aria-label="Search projects"
          placeholder="Search project or client name..."
          allowClear
          defaultValue={query.q}
          key={query.q}
          onSearch={(v) => go({ q: v.trim() })}
          style={{ width: phone ? 'calc(100% - 120px)' : 300, flex: phone ? 1 : undefined }}
        />
        {phone && (
          <Button
            icon={<FilterOutlined />}
            aria-expanded={filtersOpen}
            aria-controls="pt-filter-group"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            Filters{chosen ? ` (${chosen})` : ''}
          </Button>
        )}
      </div>
      <div id="pt-filter-group" className="pt-filters" role="group" aria-label="Filters" hidden={phone && !filtersOpen}>
        {phone &&
          select(
            'Sort',
            query.sort === 'updated' && query.order === 'desc' ? undefined : `${query.sort}:${query.order}`,
            PROJECT_TABLE_SORTS.flatMap((sort) =>
              (['asc', 'desc'] as const).map((order) => ({
                value: `${sort}:${order}`,
                label: `${PROJECT_TABLE_SORT_LABELS[sort]} ${SORT_WORDS[sort][order]}`,
              })),
            ).filter((o) => o.value !== 'updated:desc'),
            (v) => {
              const [sort, order] = (v ?? 'updated:desc').split(':') as [ProjectTableSort, 'asc' | 'desc'];
              go({ sort, order });
            },
          )}
        {select(
          'Sector',
          f.industry,
          INDUSTRIES.map((i) => ({ value: i, label: INDUSTRY_LABELS[i] })),
          (industry) => go({}, { industry }),
        )}
        {select(
          'Service',
          f.service,
          SERVICES.map((s) => ({ value: s, label: SERVICE_LABELS[s] })),
          (service) => go({}, { service }),
        )}
        {select(
          'State',
          f.state,
          STATES.map((s) => ({ value: s, label: s })),
          (state) => go({}, { state }),
          190,
        )}
        {select(
          'Status',
          f.status,
          [
            { value: 'ongoing', label: 'Ongoing' },
            { value: 'completed', label: 'Completed' },
          ],
          (status) => go({}, { status }),
          150,
        )}
        {select(
          'Publishing',
          f.publishing,
          [
            { value: 'draft', label: DRAFT_TEXT.tag },
            { value: 'published', label: 'Published' },
          ],
          (publishing) => go({}, { publishing }),
          170,
        )}
        {select(
          'Featured',
          f.featured === undefined ? undefined : f.featured ? 'yes' : 'no',
          [
            { value: 'yes', label: 'Featured' },
            { value: 'no', label: 'Not featured' },
          ],
          (v) => go({}, { featured: v === undefined ? undefined : v === 'yes' }),
          160,
        )}
      </div>
    </>
  );
};
