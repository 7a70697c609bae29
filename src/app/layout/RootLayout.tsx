import { dialogSlots } from "../dialog-slots";
import { AuthEffects, AuthProvider } from "../providers/AuthProvider";
import { CartProvider } from "../providers/CartProvider";
import { FeedbackProvider } from "../providers/FeedbackProvider";
import { LocaleProvider } from "../providers/LocaleProvider";
import { AppLayout } from "./AppLayout";

/**
 * The root route element: providers that need the router (locale), the session (above feedback, so dialog bodies can
 * use it), feedback, the cart (its actor loads the stored cart as the layout appears, spec §2), the session's effects
 * (toasts, dialogs, cart adoption), then the chrome. Pages render into the layout's <Outlet />.
 */
export function RootLayout() {
  return (
    <LocaleProvider>
      <AuthProvider>
        <FeedbackProvider dialogSlots={dialogSlots}>
          <CartProvider>
            <AuthEffects />
            <AppLayout />
          </CartProvider>
        </FeedbackProvider>
      </AuthProvider>
    </LocaleProvider>
  );
}
