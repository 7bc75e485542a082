import { describe, expect, it } from 'vitest';
import { safeNextPath, staffLinkPath } from './routes';

describe("the sign-in page's next", () => {
  it('accepts a dashboard path on this site, with its query and fragment', () => {
    expect(safeNextPath('/installer/dashboard/enquiries/abc123')).toBe('/installer/dashboard/enquiries/abc123');
    expect(safeNextPath('/installer/dashboard/careers?tab=applications#top')).toBe(
      '/installer/dashboard/careers?tab=applications#top',
    );
  });

  it('refuses other sites, other paths and tricks browsers read as another site', () => {
    for (const next of [
      '//evil.example',
      '//evil.example/installer/dashboard',
      'https://evil.example/installer/dashboard',
      '/\\evil.example',
      '/installer/\\\\evil.example',
      '\\\\evil.example',
      '/installer',
      '/',
      '/projects',
      '/installer/../projects',
      '/installer/%2e%2e/projects',
      'installer/dashboard',
      ' /installer/dashboard',
      '/installer/dash\nboard',
      'javascript:alert(1)',
      '',
      undefined,
      ['/installer/dashboard'],
    ])
      expect(safeNextPath(next), String(next)).toBeNull();
  });

  it("builds a staff email's link as the sign-in page with the target", () => {
    expect(staffLinkPath('/installer/dashboard/enquiries/abc123')).toBe(
      '/installer?next=/installer/dashboard/enquiries/abc123',
    );
    expect(
      new URLSearchParams(staffLinkPath('/installer/dashboard/x?a=1&b=2').split('?').slice(1).join('?')).get('next'),
    ).toBe('/installer/dashboard/x?a=1&b=2');
    expect(() => staffLinkPath('https://evil.example/')).toThrow();
  });
});
