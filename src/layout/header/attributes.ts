// The data attributes each of the header's widgets (its menus, the mobile menu, the theme switch) finds its parts by, named once: the markup
// writes them from here and the script queries them from here, so a renamed
// attribute cannot leave a widget that no longer answers.
//
//   <div {...{ [MENU_ITEM]: "" }}>                 markup: data-menu=""
//   root.querySelectorAll(`[${MENU_ITEM}]`)        behaviour: "[data-menu]"
//
// Single string constants and no functions on purpose: the bundler copies
// them into each script that uses them (rolldown's inlineConst, vite.config.ts),
// so they add no chunk and no request to the first screen, where the chrome
// script runs.

// The header's disclosure menus (src/layout/header/Dropdown.tsx, ./menus.ts).
export const MENU_ITEM = "data-menu";
export const MENU_TRIGGER = "data-menu-trigger";
export const MENU_PANEL = "data-menu-panel";

// The mobile menu dialog (src/layout/header/MobileMenu.tsx, ./mobile-menu.ts).
export const MOBILE_MENU_OPEN = "data-mobile-menu-open";
export const MOBILE_MENU = "data-mobile-menu";
export const MOBILE_MENU_CLOSE = "data-close";
export const MOBILE_SUBMENU = "data-submenu";

// The theme switch (src/layout/header/ThemeToggle.tsx, ./theme.ts) and its labels for the other theme.
export const THEME_TOGGLE = "data-theme-toggle";
export const THEME_LABEL_DARK = "data-label-dark";
export const THEME_LABEL_LIGHT = "data-label-light";
