import { useState, type FormEvent } from 'react';
import {
  TWO_FACTOR,
  TWO_FACTOR_MESSAGES as M,
  isTotpCodeShape,
  normalizeTotpCode,
  type TwoFactorLoginResponse,
} from '@portfolio/contract';
import { ApiError } from '../../../api/http';
import { loginWithSecondFactor } from '../api/two-factor';
import { serverMessage } from '../../shared/errors';
import { TEXT } from '../../shared/texts';

/** Answers that end the attempt: back to the password. */
const endsAttempt = (e: unknown) =>
  e instanceof ApiError && (e.message === M.tooManyCodes || e.message === M.attemptExpired);

/**
 * The sign-in's second step: the code from the authenticator app, or one of the recovery codes.
 * `onRestart` goes back to the password (the attempt ended: too many wrong codes, or too slow).
 * Plain HTML with the sign-in screen's styles (login.css), like the password step: no antd here.
 */
export const CodeStep = ({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (res: TwoFactorLoginResponse) => void;
  onRestart: (message?: string) => void;
}) => {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let factor: { code: string } | { recoveryCode: string };
    if (recovery) {
      if (!value.trim()) return setError(M.recoveryCodeRequired);
      factor = { recoveryCode: value.trim() };
    } else {
      const digits = normalizeTotpCode(value);
      if (!digits) return setError(M.codeRequired);
      if (!isTotpCodeShape(digits)) return setError(M.codeFormat);
      factor = { code: digits };
    }
    setError(undefined);
    setBusy(true);
    try {
      onSignedIn(await loginWithSecondFactor(factor));
    } catch (e) {
      setBusy(false);
      if (endsAttempt(e)) return onRestart((e as ApiError).message);
      setError(serverMessage(e, TEXT.unexpected));
      setValue('');
    }
  };

  const switchMode = () => {
    setRecovery((r) => !r);
    setError(undefined);
    setValue('');
  };

  return (
    <>
      <p className="login__lead">
        {recovery
          ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.'
          : M.codeNeeded}
      </p>
      {error && (
        <p className="login__error" role="alert">
          {error}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <label className="login__field">
          <span>{recovery ? 'Recovery code' : 'Authentication code'}</span>
          {recovery ? (
            <input
              key="recovery"
              autoComplete="off"
              autoFocus
              placeholder="XXXX-XXXX-XXXX-XXXX"
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          ) : (
            <input
              key="code"
              className="login__code"
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              maxLength={9}
              placeholder={'0'.repeat(TWO_FACTOR.digits)}
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          )}
        </label>
        <button type="submit" className="login__submit" disabled={busy} aria-busy={busy}>
          {busy && <span className="login__spinner" aria-hidden="true" />}
          Verify
        </button>
      </form>
      <p className="login__foot login__foot--stack">
        <button type="button" className="login__link" onClick={switchMode}>
          {recovery ? 'Use a code from your app' : 'Use a recovery code'}
        </button>
        <button type="button" className="login__link" onClick={() => onRestart()}>
          Back to sign in
        </button>
      </p>
    </>
  );
};
