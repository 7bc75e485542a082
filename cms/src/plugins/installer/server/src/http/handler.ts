import type { Context } from 'koa';
import type { SessionState } from '../middlewares/session';
import { badRequest, notFound } from '../utils/http-errors';
import { getService } from '../utils/get-service';
import { withNameLock } from '../utils/name-lock';

/**
 * The one way a route's handler is written: read the input, find the record and check this user may
 * act on it, validate, apply, record what changed in the audit log, then the emails; the answer is
 * the last step's. Each step is a small function of the module that owns the record, so a handler is
 * a description of its steps, and no handler writes the audit log itself. A step refuses by throwing
 * an HTTP error (utils/http-errors): the steps after it do not run, nothing is stored.
 */

/** One line of the audit log: what was done, to which record, and what the log may keep of it. */
export interface AuditEvent {
  action: string;
  type: string;
  id: string | number | null;
  summary?: unknown;
}

/** Audit lines about records of one type: `auditOf('logo')('create', id, summary)` is the line `logo.create`. */
export const auditOf =
  (type: string) =>
  (action: string, id: string | null, summary?: Record<string, unknown>): AuditEvent => ({
    action: `${type}.${action}`,
    type,
    id,
    summary,
  });

/** What every step after `input` is given. */
export interface Step<Input, Row> {
  ctx: Context;
  input: Input;
  row: Row;
}

type Maybe<T> = T | null | undefined | false;

export interface HandlerSpec<Input, Row, Plan, Result> {
  /** Reads the request (the body, the query) with the contract's rules: a bad shape is a 400. */
  input?: (ctx: Context) => Input;
  /**
   * Runs the steps after input one request at a time per name (in this process): e.g. a client's name, so a double
   * click makes one client.
   */
  lock?: (input: Input) => string;
  /** The record the route is about, once this user may act on it (404 or 403 otherwise). */
  load?: (ctx: Context, input: Input) => Promise<Row>;
  /** Checks the input against the record and answers what to do; a refusal changes nothing. */
  validate?: (step: Step<Input, Row>) => Plan | Promise<Plan>;
  /** Does it. */
  apply: (step: Step<Input, Row> & { plan: Plan }) => Result | Promise<Result>;
  /** The audit log's lines for what was done (none: nothing recorded). */
  audit?: (step: Step<Input, Row> & { plan: Plan; result: Result }) => Maybe<AuditEvent> | Array<Maybe<AuditEvent>>;
  /** What follows once it is recorded: emails, through the outbox (they never fail the request). */
  after?: (step: Step<Input, Row> & { plan: Plan; result: Result }) => Promise<unknown>;
  /** The response's body (by default what apply answered). */
  respond?: (result: Result, step: Step<Input, Row> & { plan: Plan }) => unknown;
  /** The response's status (by default 200), or the one for what apply answered. */
  status?: number | ((result: Result) => number);
  /** Response headers, e.g. Cache-Control: no-store for personal data. */
  headers?: Record<string, string>;
}

export const handler =
  <Input = undefined, Row = undefined, Plan = undefined, Result = unknown>(
    spec: HandlerSpec<Input, Row, Plan, Result>,
  ) =>
  async (ctx: Context) => {
    const input = (spec.input ? spec.input(ctx) : undefined) as Input;
    const run = async () => {
      const row = (spec.load ? await spec.load(ctx, input) : undefined) as Row;
      const plan = (spec.validate ? await spec.validate({ ctx, input, row }) : undefined) as Plan;
      const result = await spec.apply({ ctx, input, row, plan });
      const done = { ctx, input, row, plan, result };
      for (const event of [spec.audit?.(done)].flat()) {
        if (event) await getService('audit').record(ctx, event.action, event.type, event.id, event.summary ?? null);
      }
      await spec.after?.(done);
      for (const [name, value] of Object.entries(spec.headers ?? {})) ctx.set(name, value);
      const status = typeof spec.status === 'function' ? spec.status(result) : spec.status;
      if (status) ctx.status = status;
      ctx.body = spec.respond ? await spec.respond(result, done) : result;
    };
    await (spec.lock ? withNameLock(spec.lock(input), run) : run());
  };

/** The signed-in staff member making the request (the routes' access policy made sure of one). */
export const staffOf = (ctx: Context) => (ctx.state as SessionState).installer?.user ?? null;

/** A query or form field sent more than once counts once. */
export const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** The request's JSON body, which must be an object (`message` otherwise). */
export const objectBody = (ctx: Context, message: string): Record<string, unknown> => {
  const body = ctx.request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(message);
  return body;
};

/** The row, or a 404 with `message` when there is none. */
export const found = <T>(row: T | null | undefined, message: string): T => {
  if (!row) throw notFound(message);
  return row;
};
