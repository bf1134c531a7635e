/** The start-up banner `npm start` prints once both services answer. */

/** The seeded accounts of the reference API (its seed data is the source of truth). */
export const DEMO_ACCOUNTS = [
  { userName: 'demo', password: 'demo1234', role: 'user' },
  { userName: 'seller', password: 'seller1234', role: 'seller' },
  { userName: 'company', password: 'company1234', role: 'company' },
  { userName: 'unverified', password: 'unverified1234', role: 'not verified yet (sign-in asks for the SMS code)' },
  { userName: 'banned', password: 'banned1234', role: 'banned (sign-in is refused)' },
  { userName: 'operator', password: 'operator1234', role: 'operator (reviews banners at /operator/banners)' },
];

/**
 * @param {import('./env.mjs').StackPlan} plan
 * @returns {string}
 */
export const formatBanner = (plan) => {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => `${a.userName} / ${a.password}`.length));
  const accounts = DEMO_ACCOUNTS.map((a) => `    ${`${a.userName} / ${a.password}`.padEnd(width)}  ${a.role}`);
  const api = plan.externalUpstream
    ? `  API:      ${plan.upstreamApiUrl} (external, from UPSTREAM_URL)`
    : `  API:      ${plan.upstreamApiUrl} (reference API; SMS and e-mail codes at ${plan.upstreamOrigin}/dev/outbox?to=…)`;
  const lines = [
    '',
    `  Badal is running: ${plan.publicUrl}`,
    '',
    api,
    `  API docs: ${plan.publicUrl}/docs`,
    ...(plan.paymentSandbox
      ? [`  Payments: card provider sandbox at ${plan.sandboxOrigin} (test cards: README, "Paying in the sandbox")`]
      : []),
    ...(plan.externalUpstream ? [] : ['', '  Demo accounts (user name / password):', ...accounts]),
    '',
    '  Press Ctrl+C to stop.',
    '',
  ];
  return lines.join('\n');
};
