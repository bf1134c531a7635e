import { describe, expect, it } from 'vitest';
import { RequestStatus } from './enums.js';
import { messages } from './messages.js';
import {
  actionForStatus,
  CLOSABLE_STATUSES,
  checkRequestAction,
  REQUEST_TRANSITIONS,
  type RequestAction,
  type RequestRole,
  requestActions,
} from './request-flow.js';

const ROLES: RequestRole[] = ['sender', 'receiver'];
const ACTIONS: RequestAction[] = ['accept', 'reject', 'pend', 'withdraw'];
const STATUSES = Object.values(RequestStatus);

describe('the request state machine', () => {
  it('allows exactly the five transitions of the table to people', () => {
    const allowed = ROLES.flatMap((role) =>
      STATUSES.flatMap((status) =>
        ACTIONS.flatMap((action) => {
          const check = checkRequestAction(role, status, action);
          return check.ok ? [`${role} ${action} ${status} → ${check.to}`] : [];
        }),
      ),
    );
    expect(allowed.sort()).toEqual(
      [
        'receiver accept 1 → 2',
        'receiver reject 1 → 3',
        'receiver pend 2 → 1',
        'receiver pend 3 → 1',
        'sender withdraw 1 → null',
      ].sort(),
    );
    expect(REQUEST_TRANSITIONS.filter((t) => t.by !== 'badal')).toHaveLength(5);
  });

  it('lets Badal alone close pending and accepted requests, and nothing leaves closed', () => {
    expect(CLOSABLE_STATUSES).toEqual([RequestStatus.pending, RequestStatus.approved]);
    for (const status of STATUSES) {
      const closes = checkRequestAction('badal', status, 'close');
      expect(closes.ok).toBe(CLOSABLE_STATUSES.includes(status));
      for (const role of ROLES) {
        expect(checkRequestAction(role, status, 'close').ok).toBe(false);
        expect(requestActions(role, status)).not.toContain('close');
      }
    }
    for (const role of ROLES) {
      for (const action of ACTIONS) {
        expect(checkRequestAction(role, RequestStatus.closed, action)).toEqual({
          ok: false,
          reason: 'status',
          messageKey: 'request.closed',
        });
      }
    }
  });

  it('refuses what a role never may with 403 reasons, and what the status forbids with 422 reasons', () => {
    for (const status of STATUSES.filter((s) => s !== RequestStatus.closed)) {
      for (const action of ['accept', 'reject', 'pend'] as const) {
        expect(checkRequestAction('sender', status, action)).toEqual({
          ok: false,
          reason: 'role',
          messageKey: 'request.receiverOnly',
        });
      }
      expect(checkRequestAction('receiver', status, 'withdraw')).toEqual({
        ok: false,
        reason: 'role',
        messageKey: 'request.senderOnly',
      });
    }
    for (const status of [RequestStatus.approved, RequestStatus.rejected]) {
      expect(checkRequestAction('receiver', status, 'accept')).toMatchObject({
        reason: 'status',
        messageKey: 'request.answeredAlready',
      });
      expect(checkRequestAction('receiver', status, 'reject')).toMatchObject({
        reason: 'status',
        messageKey: 'request.answeredAlready',
      });
      expect(checkRequestAction('sender', status, 'withdraw')).toMatchObject({
        reason: 'status',
        messageKey: 'request.notPending',
      });
    }
    expect(checkRequestAction('receiver', RequestStatus.pending, 'pend')).toMatchObject({
      reason: 'status',
      messageKey: 'request.pendingAlready',
    });
  });

  it('names a refusal with a message every language has', () => {
    for (const role of ROLES) {
      for (const status of STATUSES) {
        for (const action of ACTIONS) {
          const check = checkRequestAction(role, status, action);
          if (!check.ok) expect(Object.hasOwn(messages, check.messageKey), check.messageKey).toBe(true);
        }
      }
    }
  });

  it('lists the actions a screen offers for each part and status', () => {
    expect(requestActions('receiver', 1)).toEqual(['accept', 'reject']);
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
});
