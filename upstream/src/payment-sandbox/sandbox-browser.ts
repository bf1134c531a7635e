/**
 * What a browser does against the sandbox, for tests: hands a card to a session the way the card
 * iframe does, and follows a PaymentURL through the 3-D Secure or KNET page back to the merchant.
 */

/** Answers the brand, or the sandbox's refusal. */
export const submitCard = async (
  sandboxUrl: string,
  sessionId: string,
  number: string,
  overrides: Partial<{ holder: string; expiry: string; cvc: string }> = {},
): Promise<{ status: number; body: { cardBrand?: string; message?: string } }> => {
  const response = await fetch(`${sandboxUrl}/cardview/v2/sessions/${encodeURIComponent(sessionId)}/card`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ holder: 'Dana Al-Sabah', number, expiry: '12/39', cvc: '123', ...overrides }),
  });
  return { status: response.status, body: (await response.json()) as { cardBrand?: string; message?: string } };
};

export interface PageVisit {
  status: number;
  /** Where the page sends the browser (a redirect's Location), if anywhere. */
  location: string | null;
  html: string;
}

const visit = async (url: string, init: RequestInit = {}): Promise<PageVisit> => {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
};

export const openPaymentPage = (paymentUrl: string) => visit(paymentUrl);

/** Submits the 3-D Secure form: a code, or 'cancel'. */
export const answerSecureCheck = (paymentUrl: string, answer: { otp: string } | 'cancel') =>
  visit(`${paymentUrl}/otp`, {
    method: 'POST',
    body: new URLSearchParams(answer === 'cancel' ? { action: 'cancel' } : { action: 'confirm', otp: answer.otp }),
  });

export const decideKnet = (paymentUrl: string, decision: 'approve' | 'cancel') =>
  visit(`${paymentUrl}/knet`, { method: 'POST', body: new URLSearchParams({ decision }) });

/** The paymentId a return URL carries. */
export const paymentIdOf = (location: string | null): string => {
  const id = location ? new URL(location).searchParams.get('paymentId') : null;
  if (!id) throw new Error(`no paymentId in ${location}`);
  return id;
};
