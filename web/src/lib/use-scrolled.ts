import { useEffect, useState } from 'react';

/** True once the page is scrolled past `threshold` pixels (the top bar hides its category chips). */
export const useScrolledPast = (threshold: number): boolean => {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
};
