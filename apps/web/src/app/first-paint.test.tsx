import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- index.html sits beside src/, out of the '@/' alias's reach.
import indexHtml from '../../index.html?raw';

/** index.html as the browser gets it before any script (decision 005): parsed, not run. */
const page = new DOMParser().parseFromString(indexHtml, 'text/html');

describe('the static first paint of index.html', () => {
  it("shows the bank's banner inside #root, where React replaces it on mount", () => {
    const root = page.getElementById('root');
    expect(root?.querySelector('h1')?.textContent).toBe('Online Account Application');
    // The server writes the configured bank name here (apps/server/src/plugins/web-app.ts).
    expect(root?.querySelector('.boot-bank')?.innerHTML).toBe('<!--BANK_NAME-->');
  });

  it('hides the skeleton blocks from screen readers', () => {
    const skeleton = page.querySelector('.boot-skeleton');
    expect(skeleton?.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton?.querySelectorAll('.boot-bar').length).toBeGreaterThanOrEqual(8);
    expect(skeleton?.textContent?.trim()).toBe('');
  });

  it('has no inline script (the CSP allows scripts from files only) and styles the shell inline', () => {
    const scripts = [...page.querySelectorAll('script')];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.getAttribute('src')).toBeTruthy();
      expect(script.textContent).toBe('');
    }
    expect(page.querySelectorAll('[onload], [onerror], [onclick]')).toHaveLength(0);
    const style = page.querySelector('head style')?.textContent ?? '';
    expect(style).toContain('.boot-bar');
  });

  it('pulses the skeleton only for those who have not asked for reduced motion', () => {
    const style = page.querySelector('head style')?.textContent ?? '';
    const animation = style.indexOf('animation:');
    expect(animation).toBeGreaterThan(style.indexOf('@media (prefers-reduced-motion: no-preference)'));
    expect(style.indexOf('animation:', animation + 1)).toBe(-1);
  });

  it('passes axe as it stands', async () => {
    document.body.innerHTML = page.body.innerHTML;
    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    document.body.innerHTML = '';
  });
});
