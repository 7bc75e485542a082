import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { SWRConfig } from 'swr';
import { accessibleAccent, contrastRatio } from '@portfolio/contract';
import { server, siteSettings, useMockApi } from '../../test/server';
import { InstallerTheme, themeWith } from './theme';

useMockApi();

/** Prints the primary colour the dashboard's components are given. */
const Probe = () => {
  const { token } = theme.useToken();
  return <output aria-label="primary">{token.colorPrimary}</output>;
};

const withAccent = (accentColor: string | null) =>
  server.use(siteSettings({ companyName: 'Acme Interiors', accentColor }));

const renderTheme = () =>
  render(
    <SWRConfig value={{ dedupingInterval: 0, provider: () => new Map() }}>
      <InstallerTheme>
        <Probe />
      </InstallerTheme>
    </SWRConfig>,
  );

describe("the dashboard in the firm's accent colour", () => {
  it('takes a dark enough accent from Site settings as it is', async () => {
    withAccent('#7b1fa2');
    renderTheme();
    expect(await screen.findByText('#7b1fa2')).toBeInTheDocument();
  });

  it('darkens a light accent until white text on it reads at 4.5:1', async () => {
    withAccent('#ffcc00');
    renderTheme();
    const shown = await screen.findByText(accessibleAccent('#ffcc00'));
    expect(contrastRatio(shown.textContent!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the default blue without an accent, and turns motion off for reduced motion either way', async () => {
    withAccent(null);
    renderTheme();
    expect(await screen.findByText('#0958d9')).toBeInTheDocument();
    expect(themeWith('#7b1fa2', true).token).toMatchObject({ colorPrimary: '#7b1fa2', motion: false });
    expect(themeWith('not a colour').token?.colorPrimary).toBe('#0958d9');
  });
});
