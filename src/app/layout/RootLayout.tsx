import { SessionProvider } from "../../lib/session";
import { CartProvider } from "../providers/CartProvider";
import { FeedbackProvider } from "../providers/FeedbackProvider";
import { LocaleProvider } from "../providers/LocaleProvider";
import { AppLayout } from "./AppLayout";

/**
 * The root route element: providers that need the router (locale, feedback), the session and the cart (its actor
 * loads the stored cart as the layout appears, spec §2), then the chrome. Pages render into the layout's <Outlet />.
 */
export function RootLayout() {
  return (
    <LocaleProvider>
      <FeedbackProvider>
        <SessionProvider>
          <CartProvider>
            <AppLayout />
          </CartProvider>
        </SessionProvider>
      </FeedbackProvider>
    </LocaleProvider>
  );
}
