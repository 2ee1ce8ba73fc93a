import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadAppTexts } from '@/lib/i18n';
import { fixedMediaQueryList } from './media-query';

// Every screen is a lazy chunk, transformed on its first import: on a busy two-core machine that alone
// can pass findBy*'s default second, and with the API suites on PostgreSQL running beside these a step
// change was seen to take over 5 s. A wait still fails, only later, when the thing never shows.
configure({ asyncUtilTimeout: 15_000 });

// Screens are rendered here without the router's layouts, which load their texts in the browser.
await loadAppTexts();

// jsdom lacks the browser APIs Mantine relies on for media queries, popovers and scrolling.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => fixedMediaQueryList(query, false),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;

// jsdom cannot decode images: here every file opens as a small one, which uploads send as they are.
// Decoding, shrinking and refusing a damaged image run in real Chromium in e2e/uploads.spec.ts.
Object.defineProperty(window, 'createImageBitmap', {
  writable: true,
  configurable: true,
  value: () => Promise.resolve({ width: 600, height: 800, close: () => undefined }),
});

afterEach(() => {
  cleanup();
  // The toast store is module state; without this a toast from one test would show in the next.
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
