// The shop's Chakra system built at import, for the server's render and for tests. The browser builds its own
// after its first task (src/start.tsx), so that task stays short on a phone.
import { createShopSystem } from "./design.ts";

export { palette } from "./design.ts";
export const system = createShopSystem();
