/** A positive number from the environment variable `name`, else `fallback`. */
export const envNumber = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/**
 * Attempts allowed per email and per client IP within a window, each from its environment knob
 * (docs/configuration.md) or its default.
 */
export const windowLimits = (
  env: { perEmail: string; perIp: string; windowMinutes: string },
  defaults: { perEmail: number; perIp: number; windowMinutes: number },
) => ({
  perEmail: Math.ceil(envNumber(env.perEmail, defaults.perEmail)),
  perIp: Math.ceil(envNumber(env.perIp, defaults.perIp)),
  windowMs: envNumber(env.windowMinutes, defaults.windowMinutes) * 60_000,
});
