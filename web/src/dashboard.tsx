import './shared/base.css';
import { render } from './app/start';
import { preloadScreen } from './app/dashboardRoutes';
import { preloadDashboardReads } from './api/reads';

/** The dashboard's entry (installer.html, the build on React): it has nothing to show without React. */
preloadDashboardReads();
preloadScreen(window.location.pathname);
render();
