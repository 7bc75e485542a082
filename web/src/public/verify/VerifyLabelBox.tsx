import { PUBLIC_ROUTES } from '@portfolio/contract';
import './verify.css';

/** "Verify a label": a plain GET form (no JavaScript needed) to /verify?id=…, which opens the label's page. */
export const VerifyLabelBox = ({ defaultValue = '' }: { defaultValue?: string }) => (
  <form className="pub-verify-box" action={PUBLIC_ROUTES.verifyForm} method="get" role="search">
    <label className="pub-verify-box__label" htmlFor="verify-label-id">
      Verify a fire-door label
    </label>
    <p className="pub-verify-box__hint" id="verify-label-hint">
      Type the id printed under the QR code, e.g. BC-FD-2026-000123.
    </p>
    <div className="pub-verify-box__row">
      <input
        id="verify-label-id"
        name="id"
        type="text"
        inputMode="text"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        required
        defaultValue={defaultValue}
        aria-describedby="verify-label-hint"
        placeholder="BC-FD-2026-000123"
      />
      <button className="pub-button" type="submit">
        Verify
      </button>
    </div>
  </form>
);

/** The box as a band of its own on a company page (/firedoors). */
export const VerifyLabelBand = () => (
  <section className="pub-section pub-verify-band" aria-label="Verify a fire-door label">
    <div className="pub-container">
      <VerifyLabelBox />
    </div>
  </section>
);
