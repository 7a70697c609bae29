import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  accordionSlotRecipe, alertSlotRecipe, animationStyles, comboboxSlotRecipe, badgeRecipe, buttonRecipe,
  checkboxSlotRecipe, checkmarkRecipe,
  containerRecipe, cssVarsPrefix, cssVarsRoot, dialogSlotRecipe, drawerSlotRecipe, fieldSlotRecipe, fieldsetSlotRecipe,
  globalCss as chakraGlobalCss, headingRecipe, iconRecipe, inputAddonRecipe, inputRecipe, keyframes, layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe, progressSlotRecipe, radioGroupSlotRecipe, radiomarkRecipe, semanticTokens,
  separatorRecipe,
  skeletonRecipe, spinnerRecipe, textareaRecipe, textStyles, tokens,
} from "@chakra-ui/react/theme";

/**
 * The SkinState brand: a deep plum with rose accents over warm neutrals. Every text/background pair the shell
 * uses is checked for WCAG AA in theme.test.ts (palette values are exported for that test).
 */
export const palette = {
  plum: {
    50: "#fbf4f7", 100: "#f5e4ec", 200: "#ebc8d8", 300: "#dca1bb", 400: "#c87598", 500: "#b0527a",
    600: "#943d62", 700: "#7a2e4a", 800: "#5f2439", 900: "#461a2a", 950: "#2b0f19",
  },
  rose: {
    50: "#fdf5f4", 100: "#fbe6e3", 200: "#f6cdc7", 300: "#eeaaa1", 400: "#e27f73", 500: "#cf5b4e",
    600: "#b1463b", 700: "#8f382f", 800: "#702c25", 900: "#51201b", 950: "#2f120f",
  },
  sand: {
    50: "#fbf8f4", 100: "#f4eee6", 200: "#e8ddd0", 300: "#d5c4b1", 400: "#b6a08a", 500: "#8f7a66",
    600: "#6f5e4e", 700: "#55483c", 800: "#3b322a", 900: "#251f1a", 950: "#15110e",
  },
  cream: "#f7efe3",
  ink: "#2a1f24",
  night: "#151013",
} as const;

// Thai glyphs come from whichever of these the device has: Noto Sans Thai (Android, most Linux desktops),
// Sarabun, then the TLWG fonts Debian ships (Loma, Garuda). No web font is downloaded.
const thaiSans = `"Noto Sans Thai", "Sarabun", "Loma", "Garuda", "Thonburi", "Leelawadee UI", "Tahoma"`;
const latinSans = `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial`;
const latinSerif = `"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Liberation Serif", "Times New Roman"`;

function scale(name: keyof Pick<typeof palette, "plum" | "rose" | "sand">) {
  return Object.fromEntries(Object.entries(palette[name]).map(([step, value]) => [step, { value }]));
}

/** Chakra palettes no page or included recipe names: each is ~30 tokens built at start, so they are left out. */
const UNUSED_PALETTES = new Set(["yellow", "teal", "cyan", "pink"]);
function withoutUnusedPalettes<T extends object | undefined>(colors: T): T {
  return colors && Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;
}

/**
 * Chakra's full default theme carries ~60 component recipes; the home page's 160 KB budget cannot afford them.
 * The system is built from the base preset plus the default tokens and only the recipes the shop renders.
 * A component whose recipe is missing renders unstyled, so add its recipe here when a page starts using it.
 */
const chakraDefaults = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: chakraGlobalCss,
  theme: {
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe, button: buttonRecipe, container: containerRecipe, heading: headingRecipe, input: inputRecipe,
      inputAddon: inputAddonRecipe, link: linkRecipe, separator: separatorRecipe, skeleton: skeletonRecipe,
      spinner: spinnerRecipe, textarea: textareaRecipe, icon: iconRecipe, checkmark: checkmarkRecipe,
      radiomark: radiomarkRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe, alert: alertSlotRecipe, combobox: comboboxSlotRecipe,
      checkbox: checkboxSlotRecipe, dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe, field: fieldSlotRecipe, fieldset: fieldsetSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      // The membership page's progress to exclusive (without it the track is 0 px high and nothing shows).
      progress: progressSlotRecipe,
    },
  },
});

/** The dialogs', drawers' and comboboxes' parts that cover the page or float over it, once closed. */
const CLOSED_OVERLAY_PARTS = [
  ...["dialog", "drawer"].flatMap((scope) => ["backdrop", "positioner", "content"]
    .map((part) => `[data-scope=${scope}][data-part=${part}][data-state=closed]`)),
  "[data-scope=combobox][data-part=content][data-state=closed]",
].join(", ");

const config = defineConfig({
  theme: {
    // Spec §2 breakpoints: 640, 768, 1200, 1400, 1500 px. The desktop header starts at lg (1200).
    breakpoints: { sm: "640px", md: "768px", lg: "1200px", xl: "1400px", "2xl": "1500px" },
    tokens: {
      colors: {
        plum: scale("plum"),
        rose: scale("rose"),
        sand: scale("sand"),
        cream: { value: palette.cream },
        ink: { value: palette.ink },
        night: { value: palette.night },
      },
      fonts: {
        body: { value: `${latinSans}, ${thaiSans}, sans-serif` },
        heading: { value: `${latinSerif}, ${thaiSans}, serif` },
      },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: { value: { _light: "{colors.white}", _dark: "{colors.night}" } },
          subtle: { value: { _light: "{colors.sand.50}", _dark: "#1d171a" } },
          muted: { value: { _light: "{colors.sand.100}", _dark: "#251d21" } },
          panel: { value: { _light: "{colors.white}", _dark: "#1d171a" } },
          cream: { value: { _light: "{colors.cream}", _dark: "{colors.cream}" } },
        },
        fg: {
          DEFAULT: { value: { _light: "{colors.ink}", _dark: "{colors.sand.50}" } },
          muted: { value: { _light: "{colors.sand.700}", _dark: "{colors.sand.300}" } },
          // Chakra's red.500 error text is 3.8:1 on white; field errors must pass AA.
          error: { value: { _light: "{colors.red.700}", _dark: "{colors.red.300}" } },
        },
        border: {
          DEFAULT: { value: { _light: "{colors.sand.200}", _dark: "#3a2e33" } },
        },
        brand: {
          contrast: { value: { _light: "white", _dark: "white" } },
          fg: { value: { _light: "{colors.plum.700}", _dark: "{colors.plum.300}" } },
          subtle: { value: { _light: "{colors.plum.50}", _dark: "{colors.plum.950}" } },
          muted: { value: { _light: "{colors.plum.100}", _dark: "{colors.plum.900}" } },
          emphasized: { value: { _light: "{colors.plum.200}", _dark: "{colors.plum.800}" } },
          solid: { value: { _light: "{colors.plum.700}", _dark: "{colors.plum.600}" } },
          focusRing: { value: { _light: "{colors.plum.500}", _dark: "{colors.plum.400}" } },
          border: { value: { _light: "{colors.plum.300}", _dark: "{colors.plum.500}" } },
        },
      },
    },
  },
  globalCss: {
    html: { colorPalette: "brand", scrollBehavior: "smooth" },
    body: { bg: "bg", color: "fg" },
    "a:focus-visible, button:focus-visible": { outline: "2px solid", outlineColor: "brand.focusRing",
      outlineOffset: "2px" },
    // Body classes set per route (spec §3 UI state: bodyClass); the skin quiz sits on cream.
    "body.page-skin-quiz": { bg: "cream" },
    // Thai is never letter-spaced (it pulls vowels and tone marks off their consonants) and needs taller lines
    // for marks above and below; <html lang> follows the active locale.
    "html[lang=th] body *": { letterSpacing: "0 !important" },
    "html[lang=th] :is(h1, h2, h3)": { lineHeight: "1.35 !important" },
    // The skip link stays off screen until a keyboard user tabs to it.
    ".skip-link": { position: "absolute", left: "-9999px", top: "2", zIndex: "skipNav", bg: "bg.panel",
      color: "brand.fg", px: "4", py: "2", borderRadius: "md", boxShadow: "md" },
    ".skip-link:focus": { left: "4" },
    // An overlay leaves at once when it closes: zag's presence unmounts it on its exit animation's `animationend`,
    // and a listener attached after a slow frame misses that event; the closed backdrop then stays over the page,
    // invisible, and takes every click (seen on a busy phone-class CPU, decision 0170).
    [CLOSED_OVERLAY_PARTS]: { animationName: "none !important" },
  },
});

/** The shop's Chakra system: ~15 ms of a phone's main thread, so the browser builds it in a task of its own. */
export function createShopSystem() {
  return createSystem(defaultBaseConfig, chakraDefaults, config);
}
