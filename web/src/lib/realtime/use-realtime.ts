/** React bindings of the shared realtime connection (./realtime-client.ts). */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSession } from '../session';
import { type RealtimeEvent, type RealtimeListener, type RealtimeStatus, realtime } from './realtime-client';

/** Keeps the connection open while the component is mounted and someone is signed in. */
export const useRealtimeConnection = (): void => {
  const userId = useSession()?.userId ?? null;
  useEffect(() => {
    if (userId === null) return;
    return realtime.retain();
  }, [userId]);
};

/** Calls the latest `listener` for each `event`, without resubscribing when the listener changes. */
export const useRealtimeEvent = <E extends RealtimeEvent>(event: E, listener: RealtimeListener<E>): void => {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => realtime.on(event, ((...args) => latest.current(...args)) as RealtimeListener<E>), [event]);
};

/** Calls the latest `listener` after each reconnect: refetch what may have been missed meanwhile. */
export const useRealtimeReconnect = (listener: () => void): void => {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => realtime.onReconnect(() => latest.current()), []);
};

const getStatus = () => realtime.status;

export const useRealtimeStatus = (): RealtimeStatus =>
  useSyncExternalStore((notify) => realtime.onStatus(notify), getStatus, getStatus);
