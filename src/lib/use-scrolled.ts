import { useEffect, useState } from "react";

/** Spec §9: the header turns solid after 50 px of scroll. */
export const HEADER_SCROLL_THRESHOLD = 50;

export function isScrolledPast(scrollY: number, threshold = HEADER_SCROLL_THRESHOLD): boolean {
  return scrollY > threshold;
}

/** True once the window has scrolled past the threshold; updates on scroll (passive listener). */
export function useScrolledPast(threshold = HEADER_SCROLL_THRESHOLD): boolean {
  const [past, setPast] = useState(() => typeof window !== "undefined" && isScrolledPast(window.scrollY, threshold));
  useEffect(() => {
    const update = () => setPast(isScrolledPast(window.scrollY, threshold));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return past;
}
