// The first load is six chunks (decision 0041): React, Lingui (its messages come in parts), the shop's machines,
// their actors and API client, Chakra's styling system with the shop's theme, then the rest of the shop
// (src/start.tsx). Each is evaluated in a task of its own, so a phone's main thread is never held for all ~700 kB
// at once; the page's HTML asks for all of them together (scripts/vite-preload-boot-stages.ts).
import { nextTask } from "#lib/next-task.ts";

await import("react-dom/client");
await nextTask();
await import("#lib/i18n.ts");
await nextTask();
await import("#machines/shop.machine.ts");
await nextTask();
await import("#app/actors/shop.ts");
await nextTask();
await import("#components/theme/design.ts");
await nextTask();
await import("./start.tsx");
