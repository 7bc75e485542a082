import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  CAREER_MESSAGES,
  LEGACY_APPLICATION_STATUSES,
  applicationStatusOf,
  isApplicationStatus,
} from './careers';

describe('the hiring pipeline statuses', () => {
  it('are New → Shortlisted → Interview → Offer → Hired / Rejected, named in the refusal', () => {
    expect(APPLICATION_STATUSES).toEqual(['new', 'shortlisted', 'interview', 'offer', 'hired', 'rejected']);
    expect(CAREER_MESSAGES.statusInvalid).toBe(
      'Status must be one of: new, shortlisted, interview, offer, hired, rejected.',
    );
  });

  it('take the old stored names as the new ones, and nothing else', () => {
    expect(applicationStatusOf('interviewed')).toBe('interview');
    expect(applicationStatusOf('offered')).toBe('offer');
    expect(applicationStatusOf('hired')).toBe('hired');
    for (const bad of ['Interview', 'toString', '__proto__', '', null, 3])
      expect(applicationStatusOf(bad)).toBeUndefined();
    expect(Object.values(LEGACY_APPLICATION_STATUSES).every(isApplicationStatus)).toBe(true);
    expect(isApplicationStatus('interviewed')).toBe(false);
  });
});
