import { SCREENS } from '../installer/dashboard/screens';
import { preloadScreen } from './dashboardRoutes';

const screen = (path: string) => SCREENS.find((s) => s.path === path)!;

describe('opening the dashboard on a screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it("starts loading that screen's module at once, and no other screen's", () => {
    const loads = SCREENS.map((s) => vi.spyOn(s, 'load').mockResolvedValue({ default: () => null }));
    preloadScreen('/installer/dashboard/projects/new');
    expect(screen('projects/new').load).toHaveBeenCalledTimes(1);
    expect(loads.filter((load) => load.mock.calls.length)).toHaveLength(1);

    preloadScreen('/installer/dashboard/projects/42');
    expect(screen('projects/:id').load).toHaveBeenCalledTimes(1);
    preloadScreen('/installer/dashboard');
    expect(screen('').load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for an address that is no screen', () => {
    const loads = SCREENS.map((s) => vi.spyOn(s, 'load').mockResolvedValue({ default: () => null }));
    preloadScreen('/installer');
    preloadScreen('/projects');
    expect(loads.some((load) => load.mock.calls.length)).toBe(false);
  });
});
