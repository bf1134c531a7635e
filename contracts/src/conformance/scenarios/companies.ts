/**
 * The business upgrade (spec §7 "Company subscription and memberships"): the free meeting slots,
 * bad input refused, the main account's subscription filled in (unpaid, in the cart, holding a
 * slot), found again as the unpaid one, then discarded — so the account and the slot are left as
 * they were. An account that is already a company is not upgraded again: those checks are skipped.
 */
import type { CallDef } from '../../call.js';
import { calls } from '../../calls/index.js';
import type { CompanySubscription, MeetingSlots } from '../../entities/company-subscription.js';
import { AccountType } from '../../enums.js';
import { type SuiteContext, UNKNOWN_ID } from '../context.js';

const CALLS: readonly CallDef[] = [
  calls.meetingSlots,
  calls.subscribeCompany,
  calls.unpaidCompanySubscription,
  calls.deleteCompanySubscription,
];

export const companyChecks = async ({ api, rec, state, credentials }: SuiteContext): Promise<void> => {
  const { token, self } = state;
  if (!token || !self) {
    for (const call of CALLS) rec.skip(call, 'signed in', 'not run: signing in the main account failed', 'all');
    return;
  }
  const send = (call: CallDef, input: Parameters<typeof api.send>[1] = {}) => api.send(call, { ...input, token });

  let slots: MeetingSlots | undefined;
  await rec.guard(calls.meetingSlots, 'free slots', async () => {
    slots = rec.success<MeetingSlots>(
      calls.meetingSlots,
      'the free meeting slots',
      await send(calls.meetingSlots),
      (s) =>
        s.slots.every((slot) => Date.parse(slot.end) > Date.parse(slot.start))
          ? undefined
          : 'a slot ends before it starts',
    );
  });

  const slot = slots?.slots.at(-1);
  const categoryId = state.categories?.[0]?.id;
  const body = {
    userEmail: self.email,
    userPassword: credentials.user.password,
    userPasswordConfirmation: credentials.user.password,
    userFullName: self.fullName,
    userUserName: self.userName,
    userPhone: self.phone ?? '',
    userAddress: 'Conformance check, Kuwait City',
    userLatitude: 29.37,
    userLongitude: 47.98,
    companyName: 'Conformance check company',
    companyAddress: 'Conformance check, Sharq',
    companyLatitude: 29.38,
    companyLongitude: 47.99,
    companyCategoryId: categoryId ?? UNKNOWN_ID,
    companyWebsiteLink: 'https://example.com',
    companySize: '1-10',
    meetingStart: slot?.start ?? '',
    meetingEnd: slot?.end ?? '',
    code: true,
  };

  await rec.guard(calls.subscribeCompany, 'refusals', async () => {
    const bad = await api.raw('POST', calls.subscribeCompany.path, {
      body: { ...body, companyWebsiteLink: 'not a url', code: false },
      token,
    });
    rec.error(calls.subscribeCompany, 'a link that is not a URL and code false → 422', bad, 422, 'validation');
  });

  let subscribed: CompanySubscription | undefined;
  await rec.guard(calls.subscribeCompany, 'subscribe', async () => {
    if (self.accountType === AccountType.company)
      return rec.skip(
        calls.subscribeCompany,
        'fill in a subscription',
        'not run: the main account is already a company',
      );
    if (!slot || !categoryId)
      return rec.skip(calls.subscribeCompany, 'fill in a subscription', 'not run: no free meeting slot or no category');
    subscribed = rec.success<CompanySubscription>(
      calls.subscribeCompany,
      'the main account’s subscription, unpaid, with the slot held for a while',
      await send(calls.subscribeCompany, { body }),
      (s) =>
        s.status === 'unpaid' &&
        s.meeting?.start === slot.start &&
        s.heldUntil !== null &&
        Date.parse(s.heldUntil) > Date.now()
          ? undefined
          : `status ${s.status}, meeting ${s.meeting?.start ?? 'none'}, held until ${s.heldUntil ?? 'never'}`,
    );
  });

  await rec.guard(calls.unpaidCompanySubscription, 'the unpaid subscription', async () => {
    rec.success<CompanySubscription | null>(
      calls.unpaidCompanySubscription,
      'the subscription just filled in (or none)',
      await send(calls.unpaidCompanySubscription),
      (s) => (!subscribed || s?.id === subscribed.id ? undefined : `answered ${s?.id ?? 'null'}`),
    );
  });

  await rec.guard(calls.deleteCompanySubscription, 'discard', async () => {
    const unknown = await send(calls.deleteCompanySubscription, { params: { id: UNKNOWN_ID } });
    rec.error(calls.deleteCompanySubscription, 'an unknown subscription → 404', unknown, 404, 'not_found');
    // Only a paid (active) subscription is refused with 422, and paying takes the provider's pages.
    rec.skip(
      calls.deleteCompanySubscription,
      'a paid subscription → 422',
      'needs a paid subscription (a payment completed on the provider’s pages): the API’s own tests cover it',
      { status: 422, code: 'validation' },
    );
    if (!subscribed) return rec.skip(calls.deleteCompanySubscription, 'discard it', 'not run: nothing was filled in');
    rec.success(
      calls.deleteCompanySubscription,
      'discard it',
      await send(calls.deleteCompanySubscription, { params: { id: subscribed.id } }),
    );
  });
};
