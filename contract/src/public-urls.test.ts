import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES, matchPublicPath, publicUrl } from './public-urls';

describe('public URLs', () => {
  it('builds every portfolio path from slugs, encoding what a slug may not contain', () => {
    expect(publicUrl.client('ncb')).toBe('/projects/client/ncb');
    expect(publicUrl.clientDetails('ncb', 's1')).toBe('/projects/client/details/ncb#site-s1');
    expect(publicUrl.project('ncb', 'head office')).toBe('/projects/client/ncb/head%20office');
    expect(publicUrl.state('tamil-nadu')).toBe('/projects/state/tamil-nadu');
    expect(publicUrl.ongoing()).toBe('/projects/ongoing/all');
    expect(publicUrl.contact('about=x')).toBe('/contact?about=x');
    expect(publicUrl.contact()).toBe(PUBLIC_ROUTES.contact);
  });

  it('reads a path back as the route the router matches, literal routes before patterns', () => {
    expect(matchPublicPath('/projects/clients')).toEqual({ route: 'clients', params: {} });
    expect(matchPublicPath('/projects/healthcare')).toEqual({ route: 'category', params: { id: 'healthcare' } });
    expect(matchPublicPath('/projects/client/details/ncb')).toEqual({ route: 'clientDetails', params: { id: 'ncb' } });
    expect(matchPublicPath('/projects/client/ncb/head%20office/')).toEqual({
      route: 'project',
      params: { id: 'ncb', site: 'head office' },
    });
    expect(matchPublicPath('/projects/state/details/kerala')).toEqual({
      route: 'stateDetails',
      params: { id: 'kerala' },
    });
    expect(matchPublicPath('/')).toEqual({ route: 'home', params: {} });
    expect(matchPublicPath('/projects/client/a/b/c')).toBeNull();
    expect(matchPublicPath('/nowhere')).toBeNull();
  });

  it('matches every path it builds as the route it was built for', () => {
    const built: Array<[string, string]> = [
      [publicUrl.client('x'), 'client'],
      [publicUrl.project('x', 'y'), 'project'],
      [publicUrl.state('goa'), 'state'],
      [publicUrl.stateDetails('goa'), 'stateDetails'],
      [publicUrl.category('bank'), 'category'],
      [publicUrl.ongoing('bank'), 'ongoing'],
      [publicUrl.job('site-engineer'), 'job'],
    ];
    for (const [path, route] of built) expect(matchPublicPath(path)?.route).toBe(route);
  });
});
