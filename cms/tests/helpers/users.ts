import { API, type Powers, type UserSummary } from '@portfolio/contract';
import { Agent, signIn } from './api';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** Signed in as this user. */
  agent: Agent;
}

let counter = 0;
/** A fresh, unique email per call so tests never collide. */
export const uniqueEmail = (label = 'user') => `${label}-${Date.now().toString(36)}-${++counter}@example.com`;

/**
 * Creates a dashboard user through the API as `admin` (register, then updatePowers when powers are
 * given) and signs it in. Status users cannot be made over the dashboard API; use the first admin.
 */
export const createUser = async (
  admin: Agent,
  powers: Partial<Powers> = {},
  { email = uniqueEmail(), password = 'password-123' } = {},
): Promise<TestUser> => {
  const registered = await admin.post(API.register, { email, password });
  if (registered.status !== 201) throw new Error(`register ${email}: ${registered.status} ${JSON.stringify(registered.body)}`);
  const id: string = registered.body.user._id;
  if (Object.keys(powers).length) {
    const updated = await admin.put(API.updatePowers(id), powers);
    if (updated.status !== 200) throw new Error(`updatePowers ${email}: ${updated.status} ${JSON.stringify(updated.body)}`);
  }
  return { id, email, password, agent: await signIn(admin.baseUrl, email, password) };
};

export const listUsers = async (admin: Agent): Promise<UserSummary[]> => {
  const res = await admin.get(API.getAllUsers);
  if (res.status !== 200) throw new Error(`getAllUsers: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

/** An agent replaying a copied cookie header, as an attacker holding a stolen cookie would. */
export const agentWithCookie = (baseUrl: string, cookie: string) => {
  const agent = new Agent(baseUrl);
  agent.cookie = cookie;
  return agent;
};
