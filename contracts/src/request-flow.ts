/**
 * Which status of a barter or trade request may follow which, and who may move it (spec §4 leaves
 * it open; the UI actions are Pend, Accept and Reject, and DELETE withdraws). Written once here:
 * the reference API enforces exactly this table and clients offer exactly the actions it allows.
 * Free of zod, so a page can import it without the validation library.
 *
 * | from      | action   | who      | to                  |
 * |-----------|----------|----------|---------------------|
 * | pending   | accept   | receiver | approved (accepted) |
 * | pending   | reject   | receiver | rejected            |
 * | approved  | pend     | receiver | pending             |
 * | rejected  | pend     | receiver | pending             |
 * | pending   | withdraw | sender   | (deleted)           |
 * | pending   | close    | badal    | closed              |
 * | approved  | close    | badal    | closed              |
 *
 * 'close' (issue #32) is no one's button: Badal applies it to every other open request for an ad
 * when its seller marks it sold or exchanged (services/ad-life/mark-sold.ts), and tells each
 * sender. A closed request is final: nothing leaves 'closed'.
 *
 * Everything else is refused and changes nothing: the sender never sets a status and the receiver
 * never withdraws (403); an action the current status does not allow — accepting or rejecting an
 * answered request, pending a pending one, withdrawing an answered one — is a 422. An answer is
 * changed by setting the request back to pending first, so each change is one the other person
 * is told about.
 */
import type { RequestAnswer, RequestStatus } from './enums.js';

/** My part in a request: I sent it, or I received it. */
export type RequestRole = 'sender' | 'receiver';
/** What a person may do to a request (screens offer these). */
export type RequestAction = 'accept' | 'reject' | 'pend' | 'withdraw';

export interface RequestTransition {
  /** 'close' is Badal's own (issue #32), never a person's. */
  action: RequestAction | 'close';
  /** 'badal': applied by the marketplace itself, never offered to a person. */
  by: RequestRole | 'badal';
  from: RequestStatus;
  /** null: the request is deleted (withdrawn). */
  to: RequestStatus | null;
}

// Status codes of spec §4: pending 1, approved 2, rejected 3; Badal's closed 4.
export const REQUEST_TRANSITIONS: readonly RequestTransition[] = [
  { action: 'accept', by: 'receiver', from: 1, to: 2 },
  { action: 'reject', by: 'receiver', from: 1, to: 3 },
  { action: 'pend', by: 'receiver', from: 2, to: 1 },
  { action: 'pend', by: 'receiver', from: 3, to: 1 },
  { action: 'withdraw', by: 'sender', from: 1, to: null },
  { action: 'close', by: 'badal', from: 1, to: 4 },
  { action: 'close', by: 'badal', from: 2, to: 4 },
];

/** The statuses Badal closes when the ad is marked sold or exchanged (the 'close' rows above). */
export const CLOSABLE_STATUSES: readonly RequestStatus[] = REQUEST_TRANSITIONS.filter((t) => t.action === 'close').map(
  (t) => t.from,
);

/** The action `PUT /requests/{id}/change-status {status}` asks for. */
export const actionForStatus = (status: RequestAnswer): Exclude<RequestAction, 'withdraw'> =>
  status === 2 ? 'accept' : status === 3 ? 'reject' : 'pend';

/** The actions open to me on a request in this status, in the order a screen shows them. */
export const requestActions = (role: RequestRole, status: RequestStatus): RequestAction[] =>
  REQUEST_TRANSITIONS.filter((t) => t.by === role && t.from === status).map((t) => t.action as RequestAction);

/**
 * Why an action is refused, or where it leads: `role` when my part in the request never allows
 * it (403), `status` when the request's current status does not (422).
 */
export type RequestCheck =
  | { ok: true; to: RequestStatus | null }
  | { ok: false; reason: 'role' | 'status'; messageKey: RequestRefusalKey };

export type RequestRefusalKey =
  | 'request.receiverOnly'
  | 'request.senderOnly'
  | 'request.answeredAlready'
  | 'request.pendingAlready'
  | 'request.notPending'
  | 'request.closed';

export const checkRequestAction = (
  role: RequestRole | 'badal',
  status: RequestStatus,
  action: RequestAction | 'close',
): RequestCheck => {
  const transition = REQUEST_TRANSITIONS.find((t) => t.action === action && t.by === role && t.from === status);
  if (transition) return { ok: true, to: transition.to };
  // A closed request is final, whoever asks.
  if (status === 4 && role !== 'badal' && action !== 'close') {
    return { ok: false, reason: 'status', messageKey: 'request.closed' };
  }
  if (!REQUEST_TRANSITIONS.some((t) => t.action === action && t.by === role)) {
    return { ok: false, reason: 'role', messageKey: role === 'sender' ? 'request.receiverOnly' : 'request.senderOnly' };
  }
  const messageKey =
    action === 'withdraw'
      ? 'request.notPending'
      : action === 'pend'
        ? 'request.pendingAlready'
        : 'request.answeredAlready';
  return { ok: false, reason: 'status', messageKey };
};
