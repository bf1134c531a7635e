import { describe, expect, it } from 'vitest';
import { RequestStatus } from './enums.js';
import { messages } from './messages.js';
import {
  actionForStatus,
  CLOSABLE_STATUSES,
  checkRequestAction,
  type NegotiationState,
  REQUEST_TRANSITIONS,
  type RequestAction,
  type RequestRole,
  requestActions,
} from './request-flow.js';

const ROLES: RequestRole[] = ['sender', 'receiver'];
const ACTIONS: RequestAction[] = ['accept', 'reject', 'counter', 'pend', 'withdraw'];
/** The statuses a person moves between; 'closed' (Badal's alone, final) has a test of its own. */
const STATUSES = Object.values(RequestStatus).filter((s) => s !== RequestStatus.closed);
/** Every negotiation state that matters: whose turn, expired or not, rounds left or none. */
const STATES: NegotiationState[] = ROLES.flatMap((turn) =>
  [false, true].flatMap((expired) => [0, 1].map((offersLeft) => ({ turn, expired, offersLeft }))),
);
const label = (s: NegotiationState) => `${s.turn}${s.expired ? ' expired' : ''}${s.offersLeft ? ' +rounds' : ''}`;

describe('the request state machine', () => {
  it('allows exactly the moves of the table, and refuses every other one', () => {
    const allowed = ROLES.flatMap((role) =>
      STATUSES.flatMap((status) =>
        STATES.flatMap((state) =>
          ACTIONS.flatMap((action) => {
            const check = checkRequestAction(role, status, action, state);
            return check.ok ? [`${role} ${action} ${status} (${label(state)}) → ${check.to}`] : [];
          }),
        ),
      ),
    );
    const expected = [
      // The one whose turn it is answers a live offer; a counter needs a round left.
      ...ROLES.flatMap((role) => [
        `${role} accept 1 (${role}) → 2`,
        `${role} accept 1 (${role} +rounds) → 2`,
        `${role} reject 1 (${role}) → 3`,
        `${role} reject 1 (${role} +rounds) → 3`,
        `${role} counter 1 (${role} +rounds) → 1`,
      ]),
      // The sender withdraws a live request whoever's turn it is.
      ...['sender', 'receiver'].flatMap((turn) => [
        `sender withdraw 1 (${turn}) → null`,
        `sender withdraw 1 (${turn} +rounds) → null`,
      ]),
      // The receiver reopens an answer, whatever the turn or expiry was.
      ...[2, 3].flatMap((status) => STATES.map((s) => `receiver pend ${status} (${label(s)}) → 1`)),
    ];
    expect(allowed.sort()).toEqual(expected.sort());
    expect(REQUEST_TRANSITIONS.filter((t) => t.by !== 'badal')).toHaveLength(6);
  });

  it('names each refusal: out of turn and never-my-part 403s, status, expiry and rounds 422s', () => {
    const live = (turn: RequestRole, offersLeft = 1): NegotiationState => ({ turn, expired: false, offersLeft });
    for (const action of ['accept', 'reject', 'counter'] as const) {
      expect(checkRequestAction('sender', 1, action, live('receiver'))).toEqual({
        ok: false,
        reason: 'role',
        messageKey: 'request.notYourTurn',
      });
      expect(checkRequestAction('receiver', 1, action, live('sender'))).toMatchObject({
        reason: 'role',
        messageKey: 'request.notYourTurn',
      });
      for (const role of ROLES) {
        expect(checkRequestAction(role, 1, action, { turn: role, expired: true, offersLeft: 1 })).toMatchObject({
          reason: 'status',
          messageKey: 'request.expired',
        });
        for (const status of [2, 3] as const) {
          expect(checkRequestAction(role, status, action, live(role))).toMatchObject({
            reason: 'status',
            messageKey: 'request.answeredAlready',
          });
        }
      }
    }
    expect(checkRequestAction('sender', 1, 'counter', live('sender', 0))).toMatchObject({
      reason: 'status',
      messageKey: 'request.noRoundsLeft',
    });
    expect(
      checkRequestAction('sender', 1, 'withdraw', { turn: 'receiver', expired: true, offersLeft: 1 }),
    ).toMatchObject({ messageKey: 'request.expired' });
    for (const status of STATUSES) {
      expect(checkRequestAction('sender', status, 'pend')).toMatchObject({
        reason: 'role',
        messageKey: 'request.receiverOnly',
      });
      expect(checkRequestAction('receiver', status, 'withdraw')).toMatchObject({
        reason: 'role',
        messageKey: 'request.senderOnly',
      });
    }
    for (const status of [2, 3] as const) {
      expect(checkRequestAction('sender', status, 'withdraw')).toMatchObject({ messageKey: 'request.notPending' });
    }
    expect(checkRequestAction('receiver', 1, 'pend')).toMatchObject({ messageKey: 'request.pendingAlready' });
  });

  it('names a refusal with a message every language has', () => {
    for (const role of ROLES) {
      for (const status of STATUSES) {
        for (const state of STATES) {
          for (const action of ACTIONS) {
            const check = checkRequestAction(role, status, action, state);
            if (!check.ok) expect(Object.hasOwn(messages, check.messageKey), check.messageKey).toBe(true);
          }
        }
      }
    }
  });

  it('lists the actions a screen offers for each part, status and turn', () => {
    const open = (turn: RequestRole): NegotiationState => ({ turn, expired: false, offersLeft: 2 });
    expect(requestActions('receiver', 1)).toEqual(['accept', 'reject']);
    expect(requestActions('receiver', 1, open('receiver'))).toEqual(['accept', 'counter', 'reject']);
    expect(requestActions('receiver', 1, open('sender'))).toEqual([]);
    expect(requestActions('sender', 1, open('sender'))).toEqual(['accept', 'counter', 'reject', 'withdraw']);
    expect(requestActions('sender', 1, { turn: 'sender', expired: true, offersLeft: 2 })).toEqual([]);
    expect(requestActions('receiver', 2)).toEqual(['pend']);
    expect(requestActions('receiver', 3)).toEqual(['pend']);
    expect(requestActions('sender', 1)).toEqual(['withdraw']);
    expect(requestActions('sender', 2)).toEqual([]);
    expect(requestActions('sender', 3)).toEqual([]);
  });

  it('reads change-status targets as actions', () => {
    expect(actionForStatus(RequestStatus.approved)).toBe('accept');
    expect(actionForStatus(RequestStatus.rejected)).toBe('reject');
    expect(actionForStatus(RequestStatus.pending)).toBe('pend');
  });

  it('lets Badal alone close pending and accepted requests (an ad sold), and nothing leaves closed', () => {
    expect(CLOSABLE_STATUSES).toEqual([RequestStatus.pending, RequestStatus.approved]);
    expect(REQUEST_TRANSITIONS.filter((t) => t.action === 'close').every((t) => t.by === 'badal' && t.to === 4)).toBe(
      true,
    );
    for (const role of ROLES) {
      for (const state of STATES) {
        expect(requestActions(role, RequestStatus.closed, state)).toEqual([]);
        for (const action of ACTIONS) {
          expect(checkRequestAction(role, RequestStatus.closed, action, state)).toEqual({
            ok: false,
            reason: 'status',
            messageKey: 'request.closed',
          });
        }
      }
    }
  });
});
