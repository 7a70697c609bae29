import { useMemo } from "react";

export type Device = "mobile" | "tablet" | "desktop" | "crawler";

// Crawlers first: several bots (Googlebot smartphone) also claim to be mobile browsers.
const CRAWLER =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|facebot|embedly|quora link preview|pinterest|whatsapp|linebot|bingpreview|headlesschrome\/.*\bbot\b/i;
const TABLET = /ipad|tablet|playbook|silk|kindle|nexus (7|9|10)|sm-t\d|tab\b|(android(?!.*mobile))/i;
const MOBILE = /mobi|iphone|ipod|windows phone|blackberry|bb10|opera mini|iemobile|android.*mobile/i;

/** Classifies a user agent string (spec §9: mobile, tablet, desktop and crawlers). Unknown agents are desktop. */
export function detectDevice(userAgent: string | null | undefined): Device {
  const ua = userAgent ?? "";
  if (CRAWLER.test(ua)) return "crawler";
  if (TABLET.test(ua)) return "tablet";
  if (MOBILE.test(ua)) return "mobile";
  return "desktop";
}

/** The device of the current browser; the user agent does not change during a visit. */
export function useDevice(): Device {
  return useMemo(() => detectDevice(typeof navigator === "undefined" ? "" : navigator.userAgent), []);
}
