import { CartCountProvider } from "../../lib/cart-count";
import { SessionProvider } from "../../lib/session";
import { FeedbackProvider } from "../providers/FeedbackProvider";
import { LocaleProvider } from "../providers/LocaleProvider";
import { AppLayout } from "./AppLayout";

/**
 * The root route element: providers that need the router (locale, feedback), the session and the cart count
 * (0 until the cart issue wires its machine here), then the chrome. Pages render into the layout's <Outlet />.
 */
export function RootLayout() {
  return (
    <LocaleProvider>
      <FeedbackProvider>
        <SessionProvider>
          <CartCountProvider count={0}>
            <AppLayout />
          </CartCountProvider>
        </SessionProvider>
      </FeedbackProvider>
    </LocaleProvider>
  );
}
