import { Box, Flex, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "#contract/locale.ts";
import { formatBaht } from "#contract/money.ts";

/** Slider steps in satang: 10 baht. */
const STEP = 1000;
/** A change is sent this long after the last thumb movement, so dragging does not fire a request per pixel. */
const SETTLE_MS = 450;

export type PriceRangeProps = {
  /** The bounds of the current query's products, in satang. */
  bounds: { min: number; max: number };
  /** The shopper's chosen range (undefined: that side is open). */
  value: { min?: number; max?: number };
  locale: Locale;
  onChange: (range: { min?: number; max?: number }) => void;
};

const floorStep = (v: number) => Math.floor(v / STEP) * STEP;
const ceilStep = (v: number) => Math.ceil(v / STEP) * STEP;

/**
 * A two-thumb price range made of two native range inputs laid over one track: each thumb is a real slider for
 * keyboards and screen readers (arrow keys, Home/End) with its value read out in baht. A thumb at its bound means
 * "no limit on that side", so the URL stays clean.
 */
export function PriceRange({ bounds, value, locale, onChange }: PriceRangeProps) {
  const { t } = useLingui();
  const low = floorStep(bounds.min);
  const high = Math.max(ceilStep(bounds.max), low + STEP);
  const [lo, setLo] = useState(() => clamp(value.min ?? low, low, high));
  const [hi, setHi] = useState(() => clamp(value.max ?? high, low, high));
  const dirty = useRef(false);

  // A new query (back, a reset) moves the thumbs to what the URL says.
  useEffect(() => {
    dirty.current = false;
    setLo(clamp(value.min ?? low, low, high));
    setHi(clamp(value.max ?? high, low, high));
    // Bounds are handled below: a bounds change alone must not throw away a move that is still settling.
  }, [value.min, value.max]);

  // New bounds (other filters' facets arrived): a move the shopper is still making stays, clamped to the new range;
  // untouched thumbs follow the URL within the new range.
  useEffect(() => {
    if (dirty.current) {
      setLo((v) => clamp(v, low, high));
      setHi((v) => clamp(v, low, high));
      return;
    }
    setLo(clamp(value.min ?? low, low, high));
    setHi(clamp(value.max ?? high, low, high));
  }, [low, high]);

  useEffect(() => {
    if (!dirty.current) return;
    const timer = setTimeout(() => {
      dirty.current = false;
      onChange({ min: lo > low ? lo : undefined, max: hi < high ? hi : undefined });
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [lo, hi, low, high, onChange]);

  const span = high - low;
  const left = ((lo - low) / span) * 100;
  const right = ((hi - low) / span) * 100;
  const from = formatBaht(lo, locale);
  const to = formatBaht(hi, locale);
  return (
    <Box>
      <Flex justifyContent="space-between" fontSize="sm" fontWeight="medium" mb="3" aria-live="polite">
        <Text as="span">{from}</Text>
        <Text as="span" color="fg.muted" aria-hidden="true">–</Text>
        <Text as="span">{to}</Text>
      </Flex>
      <Box position="relative" h="6" css={thumbCss}>
        <Box position="absolute" top="50%" left="0" right="0" h="1" mt="-2px" borderRadius="full" bg="border" />
        <Box position="absolute" top="50%" h="1" mt="-2px" borderRadius="full" bg="brand.solid" left={`${left}%`}
          right={`${100 - right}%`} />
        <input type="range" min={low} max={high} step={STEP} value={lo} aria-label={t`Minimum price`}
          aria-valuetext={from}
          onChange={(e) => { dirty.current = true; setLo(Math.min(Number(e.target.value), hi - STEP)); }}
          style={thumbStyle} />
        <input type="range" min={low} max={high} step={STEP} value={hi} aria-label={t`Maximum price`}
          aria-valuetext={to}
          onChange={(e) => { dirty.current = true; setHi(Math.max(Number(e.target.value), lo + STEP)); }}
          style={thumbStyle} />
      </Box>
    </Box>
  );
}

function clamp(v: number, least: number, most: number) {
  return Math.min(Math.max(v, least), most);
}

// The inputs are transparent except their thumbs (styled in the global rule below), so both can be dragged.
const thumbStyle = {
  position: "absolute", inset: 0, width: "100%", margin: 0, background: "transparent", pointerEvents: "none",
  appearance: "none", WebkitAppearance: "none",
} as const;

const thumb = {
  pointerEvents: "auto", appearance: "none", width: "22px", height: "22px", borderRadius: "50%", cursor: "grab",
  background: "var(--chakra-colors-bg, #fff)", border: "2px solid var(--chakra-colors-brand-solid, #7a2e4a)",
  boxShadow: "0 1px 3px rgba(0,0,0,0.25)",
} as const;
const thumbCss = {
  "& input::-webkit-slider-thumb": thumb,
  "& input::-moz-range-thumb": thumb,
  "& input:focus-visible::-webkit-slider-thumb": { outline: "3px solid var(--chakra-colors-brand-focus-ring, #943d62)",
    outlineOffset: "2px" },
  "& input:focus-visible::-moz-range-thumb": { outline: "3px solid var(--chakra-colors-brand-focus-ring, #943d62)",
    outlineOffset: "2px" },
  "& input:focus-visible": { outline: "none" },
} as const;
