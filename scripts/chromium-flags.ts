// How the browser tests and the Lighthouse benchmark start Debian's Chromium (/usr/bin/chromium) on this machine.
// Headless Chromium 156 also starts a "top chrome" WebUI renderer for the omnibox popup nobody sees; traced during
// a page load it took as much CPU as the page's own renderer, on a two-core box the page's main thread waited for it.

export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Features off: the omnibox popup's WebUI renderer and its preloading. */
const HIDDEN_UI = ["WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup", "PreloadTopChromeWebUI"];

/**
 * `extraDisabled`: features the launcher disables itself; Chromium reads only the last `--disable-features`, so a
 * launcher that passes its own list (chrome-launcher) has to pass it here too.
 */
export function chromiumArgs(extraDisabled: readonly string[] = []): string[] {
  return ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--disable-quic", `--disable-features=${[...extraDisabled, ...HIDDEN_UI]}`];
}
