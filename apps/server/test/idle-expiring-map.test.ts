import { describe, expect, it } from 'vitest';
import { IdleExpiringMap } from '@server/lib/idle-expiring-map.js';

describe('a map whose entries go when idle', () => {
  const clock = () => {
    let now = 0;
    return { now: () => now, pass: (ms: number) => (now += ms) };
  };

  it('keeps an entry while it is used and forgets it once left idle longer than its limit', () => {
    const time = clock();
    const map = new IdleExpiringMap<string, number>(10, 1_000, time.now);
    map.set('a', 1);
    time.pass(900);
    expect(map.get('a')).toBe(1);
    time.pass(900);
    expect(map.get('a')).toBe(1);
    time.pass(1_001);
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it('drops the idle entries when a new one is kept, so entries users left do not pile up', () => {
    const time = clock();
    const map = new IdleExpiringMap<number, number>(1_000, 1_000, time.now);
    for (let second = 0; second < 60; second += 1) {
      for (let n = 0; n < 10; n += 1) map.set(second * 10 + n, n);
      time.pass(1_000);
    }
    expect(map.size).toBeLessThanOrEqual(20);
  });

  it('lets the least recently used entry go first when full', () => {
    const map = new IdleExpiringMap<string, number>(2, 60_000, clock().now);
    map.set('a', 1);
    map.set('b', 2);
    map.get('a');
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
  });

  it('deletes the entries a predicate matches', () => {
    const map = new IdleExpiringMap<string, string>(10, 60_000, clock().now);
    map.set('1', 'staff:asha');
    map.set('2', 'customer');
    map.deleteWhere((value) => value.startsWith('staff:'));
    expect(map.get('1')).toBeUndefined();
    expect(map.get('2')).toBe('customer');
  });
});
