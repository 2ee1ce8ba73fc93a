import { vi } from 'vitest';
import { NARROW_SCREEN_QUERY } from '@/components/data-table';
import { fixedMediaQueryList } from './media-query';

/**
 * Makes the page a phone's: the narrow-screen media query matches, so lists of records render as cards.
 * (The setup's matchMedia matches nothing: a wide screen.) Restored after each test by vi.restoreAllMocks.
 */
export function stubNarrowScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    fixedMediaQueryList(query, query === NARROW_SCREEN_QUERY),
  );
}
