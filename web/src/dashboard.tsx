import './shared/base.css';
import { render } from './app/start';

/** The dashboard's entry (installer.html, the build on React): it has nothing to show without React. */
render();
