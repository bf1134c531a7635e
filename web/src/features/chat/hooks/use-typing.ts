/**
 * The typing hint: this side tells the other at most every few seconds while typing; the other
 * side shows 'typing…' until a pause (or their message) ends it. Hints travel over the socket
 * only, nothing is stored.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { realtime } from '../../../lib/realtime/realtime-client';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime';

const SEND_EVERY_MS = 2500;
const SHOW_FOR_MS = 4000;

export const useTypingNotifier = (partnerId: number): (() => void) => {
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < SEND_EVERY_MS) return;
    last.current = now;
    realtime.emit('chat:typing', { toUserId: partnerId });
  }, [partnerId]);
};

export const usePartnerTyping = (partnerId: number): boolean => {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useRealtimeEvent('chat:typing', ({ userId }) => {
    if (userId !== partnerId) return;
    setTyping(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTyping(false), SHOW_FOR_MS);
  });
  useRealtimeEvent('message:new', (m) => {
    if (m.senderId !== partnerId) return;
    clearTimeout(timer.current);
    setTyping(false);
  });
  return typing;
};
