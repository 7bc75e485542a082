import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation, useSubmit } from 'react-router';
import {
  PROJECT_STATUS_LABELS,
  SERVICE_LABELS,
  projectFilterParams,
  stateSlug,
  type ProjectFilter,
  type ProjectFilterKey,
  type ProjectFilterOptions,
  PUBLIC_ROUTES,
} from '@portfolio/contract';
import { INDUSTRY_LABELS } from '../portfolio/data';
import { ALL_PROJECTS } from './projectFilter';

interface Field {
  key: ProjectFilterKey;
  label: string;
  any: string;
  options: { value: string; label: string; count: number }[];
  chosen: string;
}

const fieldsOf = (options: ProjectFilterOptions, filter: ProjectFilter): Field[] => [
  {
    key: 'state',
    label: 'State',
    any: 'All states',
    options: options.states.map((o) => ({ value: stateSlug(o.key), label: o.key, count: o.count })),
    chosen: filter.state ? stateSlug(filter.state) : '',
  },
  {
    key: 'industry',
    label: 'Sector',
    any: 'All sectors',
    options: options.industries.map((o) => ({ value: o.key, label: INDUSTRY_LABELS[o.key], count: o.count })),
    chosen: filter.industry ?? '',
  },
  {
    key: 'status',
    label: 'Status',
    any: 'Any status',
    options: options.statuses.map((o) => ({ value: o.key, label: PROJECT_STATUS_LABELS[o.key], count: o.count })),
    chosen: filter.status ?? '',
  },
  {
    key: 'service',
    label: 'Service',
    any: 'All services',
    options: options.services.map((o) => ({ value: o.key, label: SERVICE_LABELS[o.key], count: o.count })),
    chosen: filter.service ?? '',
  },
  {
    key: 'year',
    label: 'Start year',
    any: 'Any year',
    options: options.years.map((o) => ({ value: o.key, label: o.key, count: o.count })),
    chosen: filter.year !== undefined ? String(filter.year) : '',
  },
];

/** /projects without one choice of the filter (a chip's "remove" link); the list of everything when none is left. */
const withoutChoice = (filter: ProjectFilter, key: ProjectFilterKey) => {
  const rest = { ...filter, [key]: undefined };
  const query = projectFilterParams(rest).toString();
  return query ? `/projects?${query}` : ALL_PROJECTS;
};

/**
 * The project filter: a GET form to /projects (works without JavaScript: "Show projects" submits
 * it). With JavaScript a change submits it at once and the loader updates the list in place. Each
 * option says how many projects choosing it shows.
 */
export const ProjectFilterForm = ({
  options,
  filter,
  total,
}: {
  options: ProjectFilterOptions;
  filter: ProjectFilter;
  total?: number;
}) => {
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === PUBLIC_ROUTES.projects;
  const fields = fieldsOf(options, filter);
  const chosen = fields.filter((f) => f.chosen);
  const form = useRef<HTMLFormElement>(null);
  // The selects stay mounted (the focus stays where it was); a chip or "Clear all" sets their choice.
  const choices = JSON.stringify(fields.map((f) => [f.key, f.chosen]));
  useEffect(() => {
    for (const [key, value] of JSON.parse(choices) as [string, string][]) {
      const select = form.current?.elements.namedItem(key) as HTMLSelectElement | null;
      if (select && select.value !== value) select.value = value;
    }
  }, [choices]);
  return (
    <section className="pub-filter" aria-labelledby="filter-title">
      <div className="pub-container">
        <Form
          ref={form}
          method="get"
          action={PUBLIC_ROUTES.projects}
          className="pub-filter__form"
          onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
          aria-busy={busy}
        >
          <h2 id="filter-title" className="pub-filter__title">
            Find a project
          </h2>
          <div className="pub-filter__fields">
            {fields.map((f) => (
              <label key={f.key} className="pub-filter__field">
                <span>{f.label}</span>
                <select name={f.key} defaultValue={f.chosen}>
                  <option value="">{f.any}</option>
                  {f.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {`${o.label} (${o.count})`}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
          <div className="pub-filter__actions">
            <button type="submit" className="pub-button">
              {total === undefined ? 'Show projects' : 'Update'}
            </button>
            {chosen.length > 0 && (
              <Link to={PUBLIC_ROUTES.projects} className="pub-filter__clear">
                Clear all
              </Link>
            )}
          </div>
        </Form>
        {chosen.length > 0 && (
          <ul className="pub-filter__chips" aria-label="Chosen filters">
            {chosen.map((f) => (
              <li key={f.key}>
                <Link
                  to={withoutChoice(filter, f.key)}
                  preventScrollReset
                  aria-label={`Remove ${f.label.toLowerCase()}: ${f.options.find((o) => o.value === f.chosen)?.label ?? f.chosen}`}
                >
                  {f.label}: {f.options.find((o) => o.value === f.chosen)?.label ?? f.chosen}{' '}
                  <span aria-hidden="true">×</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
};
