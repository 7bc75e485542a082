import './loading.css';

/** The full-screen loading indicator (spec section 1). */
export const Loading = () => (
  <div className="app-loading" role="status" aria-live="polite">
    <span className="app-loading__spinner" aria-hidden="true" />
    <span>Loading...</span>
  </div>
);
