import type { CallDef, Calls } from '@badal/contracts';
import type { z } from 'zod';

type P = Calls['register']['params'];
type P2 = Calls['updateUser']['params'];
type B = Calls['changeStatus']['body'];
type Slot<T> = [NonNullable<T>] extends [z.ZodType] ? (unknown extends z.input<NonNullable<T>> ? 'absent' : z.input<NonNullable<T>>) : 'absent';
export const a: Slot<P> = 'absent';
export const b: Slot<P2> = { id: 1 };
export const c: Slot<B> = {};
export const d: Slot<Calls['register']['body']> = { fullName: '', userName: '', email: '', phone: '', password: '', passwordConfirmation: '' };
export type X = CallDef;
export const e: Slot<P> = 5; export const f: Slot<P2> = 'absent';
