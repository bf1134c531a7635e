/**
 * Signs each role in once per run and keeps its storage state (artifacts/.auth/<role>.json) for the
 * specs: `member`, a new account made through the API and the dev outbox (signup.spec.ts drives
 * the sign-up pages), and the seeded `demo`, `seller` and `operator`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { type APIRequestContext, expect, test as setup } from '@playwright/test';
import { AUTH_DIR } from './paths';
import { type Role, registerMember, roleState, roleUserFile, SEEDED } from './support';

const keep = async (request: APIRequestContext, role: Role, user: { userName: string; fullName?: string }) => {
  const session = await request.get('/bff/session');
  expect(session.status(), await session.text()).toBe(200);
  const { userId } = ((await session.json()) as { session: { userId: number } }).session;
  mkdirSync(AUTH_DIR, { recursive: true });
  await request.storageState({ path: roleState(role) });
  writeFileSync(roleUserFile(role), JSON.stringify({ userId, userName: user.userName, fullName: user.fullName }));
};

setup('member: a new account, signed up through the API', async ({ request }) => {
  const user = await registerMember(request);
  await keep(request, 'member', user);
});

for (const role of ['demo', 'seller', 'operator'] as const) {
  setup(`${role}: signed in`, async ({ request }) => {
    const login = await request.post('/bff/session', { data: SEEDED[role] });
    expect(login.status(), await login.text()).toBe(200);
    await keep(request, role, SEEDED[role]);
  });
}
