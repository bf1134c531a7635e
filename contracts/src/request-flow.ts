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
 *
 * Everything else is refused and changes nothing: the sender never sets a status and the receiver
 * never withdraws (403); an action the current status does not allow — accepting or rejecting an
 * answered request, pending a pending one, withdrawing an answered one — is a 422. An answer is
 * changed by setting the request back to pending first, so each change is one the other person
 * is told about.
 */
import type { RequestStatus } from './enums.js';

/** My part in a request: I sent it, or I received it. */
export type RequestRole = 'sender' | 'receiver';
export type RequestAction = 'accept' | 'reject' | 'pend' | 'withdraw';

export interface RequestTransition {
  action: RequestAction;
  by: RequestRole;
  from: RequestStatus;
  /** null: the request is deleted (withdrawn). */
  to: RequestStatus | null;
}

// Status codes of spec §4: pending 1, approved 2, rejected 3.
export const REQUEST_TRANSITIONS: readonly RequestTransition[] = [
  { action: 'accept', by: 'receiver', from: 1, to: 2 },
  { action: 'reject', by: 'receiver', from: 1, to: 3 },
  { action: 'pend', by: 'receiver', from: 2, to: 1 },
  { action: 'pend', by: 'receiver', from: 3, to: 1 },
  { action: 'withdraw', by: 'sender', from: 1, to: null },
];

/** The action `PUT /requests/{id}/change-status {status}` asks for. */
export const actionForStatus = (status: RequestStatus): Exclude<RequestAction, 'withdraw'> =>
  status === 2 ? 'accept' : status === 3 ? 'reject' : 'pend';

/** The actions open to me on a request in this status, in the order a screen shows them. */
export const requestActions = (role: RequestRole, status: RequestStatus): RequestAction[] =>
  REQUEST_TRANSITIONS.filter((t) => t.by === role && t.from === status).map((t) => t.action);

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
  | 'request.notPending';

export const checkRequestAction = (role: RequestRole, status: RequestStatus, action: RequestAction): RequestCheck => {
  const transition = REQUEST_TRANSITIONS.find((t) => t.action === action && t.by === role && t.from === status);
  if (transition) return { ok: true, to: transition.to };
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
