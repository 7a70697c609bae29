import { describe, expect, it } from "vitest";
import { detectDevice } from "./device.ts";

const agents: Array<[string, string]> = [
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 "
      + "Mobile/15E148 Safari/604.1", "mobile"],
  ["Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36",
    "mobile"],
  [
    "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 "
      + "Mobile/15E148 Safari/604.1", "tablet"],
  ["Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
    "tablet"],
  ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
    "desktop"],
  ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
    "desktop"],
  ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "crawler"],
  [
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 "
      + "Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "crawler"],
  ["facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)", "crawler"],
  ["Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", "crawler"],
];

describe("detectDevice", () => {
  it.each(agents)("%s is %s", (ua, expected) => {
    expect(detectDevice(ua)).toBe(expected);
  });

  it("treats a missing user agent as desktop", () => {
    expect(detectDevice(undefined)).toBe("desktop");
    expect(detectDevice("")).toBe("desktop");
  });
});
