// The dialog-stack machine's lockScroll/unlockScroll, applied to the page body. The previous inline overflow is
// kept so closing restores exactly what the page had (spec §4 "Closing restores page scrolling").
let saved: string | null = null;

export function lockPageScroll(): void {
  if (saved !== null) return;
  saved = document.body.style.overflow;
  document.body.style.overflow = "hidden";
  document.body.dataset.scrollLocked = "true";
}

export function unlockPageScroll(): void {
  if (saved === null) return;
  document.body.style.overflow = saved;
  delete document.body.dataset.scrollLocked;
  saved = null;
}
