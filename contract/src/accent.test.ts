import { describe, expect, it } from 'vitest';
import { accentTokens, accessibleAccent, contrastRatio, readAccent } from './accent';

describe('the accent colour', () => {
  it('reads a #rrggbb colour, lowercase; anything else is none', () => {
    expect(readAccent(' #C0392B ')).toBe('#c0392b');
    for (const bad of ['red', '#fff', '#12345g', '', null, 42]) expect(readAccent(bad)).toBeNull();
  });

  it('keeps a dark enough colour, and darkens a light one until white on it reads at 4.5:1', () => {
    expect(accessibleAccent('#0958d9')).toBe('#0958d9');
    for (const light of ['#ffcc00', '#f39c12', '#7fdbff', '#ffffff']) {
      const fixed = accessibleAccent(light);
      expect(contrastRatio(fixed, '#ffffff'), light).toBeGreaterThanOrEqual(4.5);
      // No darker than needed: one step lighter would fail.
      expect(contrastRatio(fixed, '#ffffff'), light).toBeLessThan(5.2);
    }
  });

  it('gives hover and pressed states darker than the primary', () => {
    const t = accentTokens('#ffcc00');
    expect(contrastRatio(t.colorPrimaryHover, '#ffffff')).toBeGreaterThan(contrastRatio(t.colorPrimary, '#ffffff'));
    expect(contrastRatio(t.colorPrimaryActive, '#ffffff')).toBeGreaterThan(
      contrastRatio(t.colorPrimaryHover, '#ffffff'),
    );
    expect(t.colorLink).toBe(t.colorPrimary);
  });
});
