/**
 * Which status of a barter or trade request may follow which, and who may move it (spec §4 leaves
 * it open; the UI actions are Pend, Accept and Reject, and DELETE withdraws). Issue #32 made an
 * open request a negotiation: it carries an offer (a price, or money on either side of a barter),
 * and the one whose turn it is — the receiver after the opening offer, then whoever was countered —
 * accepts, rejects or counters it. Written once here: the reference API enforces exactly this
 * table and clients offer exactly the actions it allows.
 * Free of zod, so a page can import it without the validation library.
 *
 * | from      | action   | who              | to                           |
 * |-----------|----------|------------------|------------------------------|
 * | pending   | accept   | whose turn it is | approved (accepted)          |
 * | pending   | reject   | whose turn it is | rejected                     |
 * | pending   | counter  | whose turn it is | pending, the other's turn    |
 * | approved  | pend     | receiver         | pending                      |
 * | rejected  | pend     | receiver         | pending                      |
 * | pending   | withdraw | sender           | (deleted)                    |
 * | pending   | close    | badal            | closed                       |
 * | approved  | close    | badal            | closed                       |
 *
 * 'close' (issue #32) is no one's button: Badal applies it to every other open request for an ad
 * when its seller marks it sold or exchanged (services/ad-life/mark-sold.ts), and tells each
 * sender. A closed request is final: nothing leaves 'closed'.
 *
 * Everything else is refused and changes nothing: an action of the other's turn (403
 * request.notYourTurn), one the part never has (403: the sender never pends, the receiver never
 * withdraws), one the status does not allow (422). A pending request whose offer expired (48 hours
 * without an answer, a setting) is moved by nothing any more (422 request.expired), and a counter
 * past one's rounds (3 offers each, a setting) is a 422 request.noRoundsLeft.
 */
import type { RequestAnswer, RequestStatus } from './enums.js';

/** My part in a request: I sent it, or I received it. */
export type RequestRole = 'sender' | 'receiver';
/** What a person may do to a request (screens offer these). */
export type RequestAction = 'accept' | 'reject' | 'counter' | 'pend' | 'withdraw';

export interface RequestTransition {
  /** 'close' is Badal's own (issue #32), never a person's. */
  action: RequestAction | 'close';
  /**
   * 'turn': the one whose turn it is to answer the offer on the table, sender or receiver;
   * 'badal': applied by the marketplace itself, never offered to a person.
   */
  by: RequestRole | 'turn' | 'badal';
  from: RequestStatus;
  /** null: the request is deleted (withdrawn). */
  to: RequestStatus | null;
}

// Status codes of spec §4: pending 1, approved 2, rejected 3; Badal's closed 4.
export const REQUEST_TRANSITIONS: readonly RequestTransition[] = [
  { action: 'accept', by: 'turn', from: 1, to: 2 },
  { action: 'reject', by: 'turn', from: 1, to: 3 },
  { action: 'counter', by: 'turn', from: 1, to: 1 },
  { action: 'pend', by: 'receiver', from: 2, to: 1 },
  { action: 'pend', by: 'receiver', from: 3, to: 1 },
  { action: 'withdraw', by: 'sender', from: 1, to: null },
  { action: 'close', by: 'badal', from: 1, to: 4 },
  { action: 'close', by: 'badal', from: 2, to: 4 },
];

/**
 * Where a negotiation stands for one reader. Absent (a request as spec §7 knows it): the
 * receiver's turn, not expired, no counters left.
 */
export interface NegotiationState {
  /** Whose turn it is to answer the offer on the table. */
  turn: RequestRole;
  /** The offer expired unanswered (only a pending request expires). */
  expired: boolean;
  /** How many more offers the reader may make. */
  offersLeft: number;
}

const SPEC_STATE: NegotiationState = { turn: 'receiver', expired: false, offersLeft: 0 };

/** The statuses Badal closes when the ad is marked sold or exchanged (the 'close' rows above). */
export const CLOSABLE_STATUSES: readonly RequestStatus[] = REQUEST_TRANSITIONS.filter((t) => t.action === 'close').map(
  (t) => t.from,
);

/** The action `PUT /requests/{id}/change-status {status}` asks for. */
export const actionForStatus = (status: RequestAnswer): Exclude<RequestAction, 'withdraw' | 'counter'> =>
  status === 2 ? 'accept' : status === 3 ? 'reject' : 'pend';

/**
 * Why an action is refused, or where it leads: `role` when my part (or turn) does not allow it
 * (403), `status` when the request's current status, its expiry or my rounds do not (422).
 */
export type RequestCheck =
  | { ok: true; to: RequestStatus | null }
  | { ok: false; reason: 'role' | 'status'; messageKey: RequestRefusalKey };

export type RequestRefusalKey =
  | 'request.receiverOnly'
  | 'request.senderOnly'
  | 'request.notYourTurn'
  | 'request.answeredAlready'
  | 'request.pendingAlready'
  | 'request.notPending'
  | 'request.expired'
  | 'request.noRoundsLeft'
  | 'request.closed';

const refuse = (reason: 'role' | 'status', messageKey: RequestRefusalKey): RequestCheck => ({
  ok: false,
  reason,
  messageKey,
});

const statusRefusal = (action: RequestAction): RequestRefusalKey =>
  action === 'withdraw'
    ? 'request.notPending'
    : action === 'pend'
      ? 'request.pendingAlready'
      : 'request.answeredAlready';

export const checkRequestAction = (
  role: RequestRole,
  status: RequestStatus,
  action: RequestAction,
  state: NegotiationState = SPEC_STATE,
): RequestCheck => {
  // A closed request is final, whoever asks.
  if (status === 4) return refuse('status', 'request.closed');
  const rows = REQUEST_TRANSITIONS.filter((t) => t.action === action);
  const mine = (t: RequestTransition) => t.by === role || t.by === 'turn';
  if (!rows.some(mine)) return refuse('role', role === 'sender' ? 'request.receiverOnly' : 'request.senderOnly');
  const transition = rows.find((t) => mine(t) && t.from === status);
  if (!transition) return refuse('status', statusRefusal(action));
  // An open offer that ran out is answered by nobody: it stays as it ended.
  if (status === 1 && state.expired) return refuse('status', 'request.expired');
  if (transition.by === 'turn' && state.turn !== role) return refuse('role', 'request.notYourTurn');
  if (action === 'counter' && state.offersLeft <= 0) return refuse('status', 'request.noRoundsLeft');
  return { ok: true, to: transition.to };
};

/** The actions open to me on a request in this status, in the order a screen shows them. */
export const requestActions = (
  role: RequestRole,
  status: RequestStatus,
  state: NegotiationState = SPEC_STATE,
): RequestAction[] =>
  (['accept', 'counter', 'reject', 'pend', 'withdraw'] as const).filter(
    (action) => checkRequestAction(role, status, action, state).ok,
  );
