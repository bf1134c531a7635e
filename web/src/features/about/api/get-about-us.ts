/** GET /api/aboutus: the texts of every about page, in the reader's language. */
import useSWR from 'swr';
import { type CallOutput, callApi, callKey } from '../../../lib/api-client';

export const fetchAboutUs = (): Promise<CallOutput<'aboutUs'>> => callApi('aboutUs', {});

export const useAboutUs = () => useSWR(callKey('aboutUs'), fetchAboutUs, { revalidateOnFocus: false });
