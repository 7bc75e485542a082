import { describe, expect, it } from 'vitest';
import { STATES, STATES_AND_CITIES } from './locations';

describe('STATES', () => {
  it('lists every state and union territory once, in alphabetical order', () => {
    expect(STATES).toHaveLength(36);
    expect(new Set(STATES)).toEqual(new Set(Object.keys(STATES_AND_CITIES)));
    expect(STATES).toEqual([...STATES].sort((a, b) => a.localeCompare(b, 'en')));
    expect(STATES.slice(0, 3)).toEqual(['Andaman and Nicobar Islands', 'Andhra Pradesh', 'Arunachal Pradesh']);
  });
});
