import {
  createTheme,
  DEFAULT_THEME,
  type ComboboxProps,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeComponent,
} from '@mantine/core';
import readOnlyFields from './read-only-fields.module.css';
import tap from './tap-targets.module.css';

// Mantine's stock greens are too light for text on white (WCAG AA needs 4.5:1), so the dark end is deepened.
const green: MantineColorsTuple = [
  DEFAULT_THEME.colors.green[0],
  DEFAULT_THEME.colors.green[1],
  DEFAULT_THEME.colors.green[2],
  DEFAULT_THEME.colors.green[3],
  DEFAULT_THEME.colors.green[4],
  DEFAULT_THEME.colors.green[5],
  DEFAULT_THEME.colors.green[6],
  '#2b8a3e',
  '#237032',
  '#1e6b2e',
];

/*
 * Noto Sans Devanagari first: it is declared only once Marathi or Hindi is chosen (lib/i18n.ts loads
 * it) and holds Devanagari only, so Latin letters still come from the system's fonts. Listed after
 * them it was not used: Chromium on Linux drew boxes from a system font that claims Devanagari.
 */
const FONT_STACK =
  '"Noto Sans Devanagari", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif';

/** A checkbox's, radio's or switch's parts that make its whole label row the tap target (tap-targets.module.css). */
function inlineRow(boxClass: string | undefined, box: 'inner' | 'track') {
  return { body: tap.inlineBody, labelWrapper: tap.inlineLabelWrapper, label: tap.inlineLabel, [box]: boxClass };
}

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 9 keeps white-on-filled and coloured text at or above 4.5:1.
  primaryShade: { light: 9, dark: 9 },
  colors: { green },
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK },
  defaultRadius: 'sm',
  // People who ask their phone for less motion get no sliding toasts or fading modals.
  respectReducedMotion: true,
  components: {
    // Mantine keeps a closed Select's dropdown mounted (display: none) and positions it while hidden:
    // zero wide, it is placed at the input's centre. On opening, that stale left is painted for a frame,
    // so a full-width dropdown on a phone overflows the screen by half its width; the mobile viewport
    // widens to take it in and the scroll is clamped (measured at 360 px: 296 px), which drops a select
    // near the page's end (the proof table's POI/POA) below the fold, where Popover's hideDetached then
    // hides the list for good. Mounted only while open, a dropdown starts where it last opened (or at the
    // page's top-left), never past the screen's edge (e2e/touch.spec.ts).
    // A plain object rather than Combobox.extend(): importing Combobox here would put it, Popover and
    // floating-ui (about 20 KB gzipped) into the entry that /login loads (DESIGN.md §8, decision 005).
    Combobox: { defaultProps: { keepMounted: false } satisfies Partial<ComboboxProps> } satisfies MantineThemeComponent,
    // A toast's message is stock gray-6 under a title (3.3:1 on white); dark gray keeps it readable.
    Notification: { styles: { description: { color: 'var(--mantine-color-gray-8)' } } } satisfies MantineThemeComponent,
    // A dialog's title bar as a <div>: Mantine's <header> there is a second banner landmark on the page
    // (axe); the dialog is named by its title either way.
    ModalHeader: { defaultProps: { component: 'div' } } satisfies MantineThemeComponent,
    // Thumb-sized on a phone (docs/decisions/048): each control's size variables are raised to
    // 44 px below 48em by tap-targets.module.css; a checkbox, radio or switch gets its whole label row as
    // the target. Class names only, so /login loads no component it did not load before.
    Input: { classNames: { wrapper: tap.inputWrapper, input: readOnlyFields.input } } satisfies MantineThemeComponent,
    Button: { classNames: { root: tap.button } } satisfies MantineThemeComponent,
    ActionIcon: { classNames: { root: tap.actionIcon } } satisfies MantineThemeComponent,
    CloseButton: { classNames: { root: tap.closeButton } } satisfies MantineThemeComponent,
    PinInput: { classNames: { root: tap.pinInput } } satisfies MantineThemeComponent,
    Pagination: { classNames: { root: tap.pagination } } satisfies MantineThemeComponent,
    Checkbox: { classNames: inlineRow(tap.checkboxInner, 'inner') } satisfies MantineThemeComponent,
    Radio: { classNames: inlineRow(tap.radioInner, 'inner') } satisfies MantineThemeComponent,
    Switch: { classNames: inlineRow(tap.switchTrack, 'track') } satisfies MantineThemeComponent,
    // No focus placeholder in a menu: an unnamed <div tabindex> among the menu items is a critical axe
    // fault (aria-required-children, the open 'Go to step' menu); a menu puts data-autofocus on an item.
    Menu: {
      defaultProps: { withInitialFocusPlaceholder: false },
      classNames: { item: tap.menuItem },
    } satisfies MantineThemeComponent,
    Tabs: { classNames: { tab: tap.tab } } satisfies MantineThemeComponent,
    Anchor: { classNames: { root: tap.anchor } } satisfies MantineThemeComponent,
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // The hub shows saved primary details in disabled fields: stock disabled text is too faint to read.
    '--mantine-color-disabled-color': 'var(--mantine-color-gray-8)',
  },
  dark: {},
});
