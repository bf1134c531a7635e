/** The operator console's calls (issue #31): the report queue, acting on a target, the audit log. */
import useSWR from 'swr';
import { type CallInput, type CallOutput, callApi, callKey } from '../../../lib/api-client';

export type ReportGroup = CallOutput<'reportQueue'>[number];
export type AuditEntry = CallOutput<'moderate'>;
export type ModerationInput = NonNullable<CallInput<'moderate'>['body']>;

export const useReportQueue = () => useSWR(callKey('reportQueue'), () => callApi('reportQueue', {}));

export const useAuditLog = (page: number) =>
  useSWR(callKey('moderationLog', { query: { page } }), () => callApi('moderationLog', { query: { page } }));

export const moderateTarget = (body: ModerationInput) => callApi('moderate', { body });
