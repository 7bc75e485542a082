import { TWO_FACTOR_MESSAGES as M, isTotpCodeShape, normalizeTotpCode } from '@portfolio/contract';
import { badRequest } from '../../utils/http-errors';
import { text } from '../sign-in';

/** A second factor as sent: an authenticator app's code, or one of the user's recovery codes. */
export type SecondFactor = { code: string } | { recoveryCode: string };

/** A 6-digit code from `body.code`, or a 400 with the reason. */
export const codeFrom = (body: Record<string, unknown>) => {
  const code = normalizeTotpCode(text(body.code));
  if (!code) throw badRequest(M.codeRequired);
  if (!isTotpCodeShape(code)) throw badRequest(M.codeFormat);
  return code;
};

/** Either `{ code }` or `{ recoveryCode }`, checked for shape (a malformed one changes nothing). */
export const secondFactorFrom = (body: Record<string, unknown>): SecondFactor => {
  const hasCode = body.code !== undefined && body.code !== '';
  const hasRecovery = body.recoveryCode !== undefined && body.recoveryCode !== '';
  if (hasCode && hasRecovery) throw badRequest(M.oneOfCodeOrRecovery);
  if (hasRecovery) {
    const recoveryCode = text(body.recoveryCode).trim();
    if (!recoveryCode || recoveryCode.length > 64) throw badRequest(M.recoveryCodeRequired);
    return { recoveryCode };
  }
  return { code: codeFrom(body) };
};
