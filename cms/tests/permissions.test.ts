import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_PREFIX, POWERS, allPowers, hasAnyPower, type Power, type Powers } from '@portfolio/contract';
import { ROUTE_TABLE, type Access, type RouteSpec } from '../src/plugins/installer/server/src/routes/access';
import { Agent, signIn } from '@portfolio/testkit/api';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { agentWithCookie, createUser } from '@portfolio/testkit/users';

/**
 * The full access matrix: every row of ROUTE_TABLE against every kind of caller. The expectation
 * is computed from the row's access rule, so a new route is covered as soon as it is in the table.
 * Bodies are harmless (empty JSON, unknown ids): a caller the gate lets through typically gets
 * 2xx/400/404, and only the gate's own 401/403 are asserted.
 */
interface Caller {
  name: string;
  /** undefined: not signed in (anonymous, or a cookie that no longer works). */
  identity?: { status: boolean; powers: Powers };
  agent: Agent;
  /** A separate session for routes that end the caller's own session (logout, logoutEverywhere). */
  freshAgent: () => Promise<Agent>;
}

type Expected = 'passes' | 401 | 403;

const expectedFor = (access: Access, caller: Caller): Expected => {
  if (access.kind === 'public') return 'passes';
  if (!caller.identity) return 401;
  const { status, powers } = caller.identity;
  const allowed =
    access.kind === 'signed-in' ||
    (access.kind === 'status' && status) ||
    (access.kind === 'power' && powers[access.power]) ||
    (access.kind === 'anyPower' && hasAnyPower(powers, access.powers));
  return allowed ? 'passes' : 403;
};

/** Ends every session of the caller: the caller signs in again afterwards for the routes that follow. */
const endsAllSessions = (route: RouteSpec) => route.handler === 'user.logoutEverywhere';
const endsOwnSession = (route: RouteSpec) => route.handler === 'user.logout' || endsAllSessions(route);

const send = (agent: Agent, route: RouteSpec) => {
  const path = API_PREFIX + route.path.replace(/:[A-Za-z]+/g, 'no-such-id');
  return agent.call(route.method, path, route.method === 'GET' ? undefined : {});
};

let server: TestServer;
const callers: Caller[] = [];

beforeAll(async () => {
  server = await startServer();
  const url = server.url;
  const admin = await signIn(url, ADMIN.email, ADMIN.password);
  const anonymous = () => new Agent(url);
  const staticAgent = (agent: Agent) => async () => agent;

  callers.push({ name: 'anonymous', agent: anonymous(), freshAgent: async () => anonymous() });
  callers.push({
    name: 'status admin',
    identity: { status: true, powers: allPowers() },
    agent: admin,
    freshAgent: () => signIn(url, ADMIN.email, ADMIN.password),
  });

  const withPowers = async (name: string, granted: Power[]) => {
    const user = await createUser(admin, Object.fromEntries(granted.map((p) => [p, true])));
    const powers = Object.fromEntries(POWERS.map((p) => [p, granted.includes(p)])) as Powers;
    callers.push({
      name,
      identity: { status: false, powers },
      agent: user.agent,
      freshAgent: () => signIn(url, user.email, user.password),
    });
  };
  await withPowers('signed in, no power', []);
  for (const power of POWERS) await withPowers(`only ${power}`, [power]);

  const deleted = await createUser(admin, allPowers());
  await admin.del(API.deleteUser(deleted.id));
  callers.push({ name: "deleted user's cookie", agent: deleted.agent, freshAgent: staticAgent(deleted.agent) });

  const loggedOut = await createUser(admin, allPowers());
  const oldCookie = loggedOut.agent.cookie;
  await loggedOut.agent.post(API.logout);
  const replayed = agentWithCookie(url, oldCookie);
  callers.push({ name: 'logged-out cookie', agent: replayed, freshAgent: staticAgent(replayed) });
});
afterAll(() => server?.stop());

describe('every route in ROUTE_TABLE against every kind of caller', () => {
  it('covers the callers the matrix promises', () => {
    expect(callers).toHaveLength(2 + 1 + POWERS.length + 2);
  });

  it.each(
    ROUTE_TABLE.map((route) => [`${route.method} ${route.path} (${describeAccess(route.access)})`, route] as const),
  )('%s', async (_label, route) => {
    const mismatches: string[] = [];
    for (const caller of callers) {
      const agent = endsOwnSession(route) ? await caller.freshAgent() : caller.agent;
      const { status, body } = await send(agent, route);
      const expected = expectedFor(route.access, caller);
      const ok = expected === 'passes' ? status !== 401 && status !== 403 : status === expected;
      if (!ok) mismatches.push(`${caller.name}: expected ${expected}, got ${status} ${JSON.stringify(body)}`);
      if (expected !== 'passes' && typeof body?.message !== 'string')
        mismatches.push(`${caller.name}: refusal without { message }`);
      if (endsAllSessions(route) && caller.identity) caller.agent = await caller.freshAgent();
    }
    expect(mismatches).toEqual([]);
  });
});

function describeAccess(access: Access): string {
  if (access.kind === 'power') return access.power;
  if (access.kind === 'anyPower') return `any of ${access.powers.join(', ')}`;
  return access.kind;
}
