/** GET /api/chat/contacts: the people one has chatted with, latest conversation first. */
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';

export type ContactList = CallOutput<'chatContacts'>;

export const contactsKey = callKey('chatContacts');

export const fetchContacts = (): Promise<ContactList> => callApi('chatContacts', {});

export const useContacts = () => useSWR(contactsKey, fetchContacts, { revalidateOnFocus: false });
