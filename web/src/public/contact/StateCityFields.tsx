import { useId, useState } from 'react';
import { STATES, citiesOf } from '@portfolio/contract';
import { Field } from './Field';

/**
 * State and city from the built-in list, like the dashboard's pickers but plain HTML: a select of the
 * states and a city box suggesting the chosen state's cities (a datalist; any city may be typed).
 */
export const StateCityFields = ({
  state: initialState = '',
  city = '',
  errors,
}: {
  state?: string;
  city?: string;
  errors: Partial<Record<'state' | 'city', string>>;
}) => {
  const [state, setState] = useState(initialState);
  const listId = `${useId()}-cities`;
  return (
    <>
      <Field name="state" label="State" error={errors.state}>
        {(props) => (
          <select {...props} value={state} onChange={(e) => setState(e.target.value)}>
            <option value="">Choose a state</option>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="city" label="City" error={errors.city}>
        {(props) => (
          <>
            <input
              {...props}
              type="text"
              defaultValue={city}
              list={listId}
              autoComplete="address-level2"
              placeholder={state ? 'Start typing a city' : 'Choose a state first'}
            />
            <datalist id={listId}>
              {citiesOf(state).map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </>
        )}
      </Field>
    </>
  );
};
