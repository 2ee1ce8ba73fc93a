import { useEffect, useState } from 'react';

/** Whole seconds until `deadline` (ms since the epoch), 0 once it has passed; ticks once a second. */
export function useSecondsLeft(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  useEffect(() => {
    if (deadline === null) return undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) window.clearInterval(timer);
    };
    const first = window.setTimeout(tick, 0); // at once for a new deadline, then each second
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [deadline]);
  return left;
}

/** "0:28", "12:05", "1:02:03". */
export function formatWait(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The customer's own number as Indian numbers are written: "+91 98765 43210". */
export function formatIndianMobile(mobile: string): string {
  return /^\d{10}$/.test(mobile) ? `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;
}
