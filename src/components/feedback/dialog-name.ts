import { useId } from "react";

/**
 * A dialog's accessible name, its title's id fixed at render: zag names the content (`aria-labelledby`) only once it
 * has found the title in the document, a frame after opening, and a portal's content may mount later than that.
 * Spread `root` on Dialog.Root / Drawer.Root and `content` on its Content.
 */
export function useDialogName() {
  const title = useId();
  return { root: { ids: { title } }, content: { "aria-labelledby": title } };
}
