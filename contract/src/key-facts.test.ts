import { describe, expect, it } from 'vitest';
import { KEY_FACT_MESSAGES, toKeyFacts, validateKeyFacts, valueBandOf } from './key-facts';

describe('key facts', () => {
  it('bands a contract value, each band holding its upper bound, never showing the figure', () => {
    expect(valueBandOf(null)).toBeNull();
    expect(valueBandOf(0)).toBeNull();
    expect(valueBandOf(1)).toBe('Up to ₹1 crore');
    expect(valueBandOf(10_000_000)).toBe('Up to ₹1 crore');
    expect(valueBandOf(10_000_001)).toBe('₹1–5 crore');
    expect(valueBandOf(50_000_000)).toBe('₹1–5 crore');
    expect(valueBandOf(99_000_000)).toBe('₹5–10 crore');
    expect(valueBandOf(125_000_000)).toBe('₹10–25 crore');
    expect(valueBandOf(400_000_000)).toBe('₹25–50 crore');
    expect(valueBandOf(1_000_000_000)).toBe('₹50–100 crore');
    expect(valueBandOf(100_000_000_000)).toBe('Above ₹100 crore');
  });

  it('accepts whole rupees up to ₹10,000 crore, typed with grouping too, and names what is wrong', () => {
    expect(
      validateKeyFacts({
        contractValue: '12,50,00,000',
        safeManHours: '250000',
        deliveryModel: 'EPC',
        greenRating: 'IGBC Gold',
        referenceAllowed: 'true',
      }),
    ).toEqual({});
    expect(validateKeyFacts({ contractValue: '100000000000' })).toEqual({});
    expect(validateKeyFacts({ contractValue: '100000000001' })).toEqual({
      contractValue: KEY_FACT_MESSAGES.contractValueRange,
    });
    expect(validateKeyFacts({ contractValue: '12.5' })).toEqual({
      contractValue: KEY_FACT_MESSAGES.contractValueInvalid,
    });
    expect(validateKeyFacts({ contractValue: '-5' })).toEqual({
      contractValue: KEY_FACT_MESSAGES.contractValueInvalid,
    });
    expect(validateKeyFacts({ contractValue: '0' })).toEqual({ contractValue: KEY_FACT_MESSAGES.contractValueRange });
    expect(validateKeyFacts({ deliveryModel: 'lump-sum' })).toEqual({
      deliveryModel: KEY_FACT_MESSAGES.deliveryModelInvalid,
    });
    expect(validateKeyFacts({ safeManHours: '1.5' })).toEqual({ safeManHours: KEY_FACT_MESSAGES.safeManHoursInvalid });
    expect(validateKeyFacts({ greenRating: 'x'.repeat(61) })).toEqual({
      greenRating: KEY_FACT_MESSAGES.greenRatingTooLong,
    });
    expect(validateKeyFacts({ referenceAllowed: 'yes' })).toEqual({
      referenceAllowed: KEY_FACT_MESSAGES.referenceAllowedInvalid,
    });
  });

  it('stores what was sent: blank clears, grouping dropped, absent fields left alone', () => {
    expect(
      toKeyFacts({
        contractValue: '12,50,00,000',
        deliveryModel: 'EPC',
        greenRating: ' GRIHA 4 star ',
        safeManHours: '0',
        referenceAllowed: 'true',
      }),
    ).toEqual({
      contractValue: 125_000_000,
      deliveryModel: 'epc',
      greenRating: 'GRIHA 4 star',
      safeManHours: 0,
      referenceAllowed: true,
    });
    expect(toKeyFacts({ contractValue: '', greenRating: '', referenceAllowed: '' })).toEqual({
      contractValue: null,
      greenRating: null,
      referenceAllowed: false,
    });
    expect(toKeyFacts({})).toEqual({});
  });
});
