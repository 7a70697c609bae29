import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { User } from "#contract/auth.ts";
import type { Cart } from "#contract/cart.ts";
import type { Locale } from "#contract/locale.ts";
import { authMachine, type AuthResult } from "./auth.machine.ts";
import { cartMachine } from "./cart.machine.ts";
import { localeMachine } from "./locale.machine.ts";
import { shopMachine, type ShopActors } from "./shop.machine.ts";
import { QUESTION_ID } from "./confirm-queue.machine.ts";

const GUEST_CART = "0b3a4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d";
const MEMBER_CART = "1b3a4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d";
type SignInInput = { email: string; password: string; remember: boolean; cartId: string | null };
const user = { id: 1, first_name: "Ada", email: "ada@example.com" } as User;
const cart = (id: string): Cart => ({
  id, items: [], subtotal: 0, discount: 0, shipping: 0, shipping_method: null, branch_id: null, vat: 0, total: 0,
  item_count: 0,
});

/** The shop system with recorded requests: the real machines talk to each other, only the network is faked. */
function startShop({ cartId = GUEST_CART as string | null, hadToken = false } = {}) {
  const requests: string[] = [];
  const answer = (cartIdOf: string | null): AuthResult => ({ token: "tok", user, cartId: cartIdOf });
  const logic = shopMachine.provide({
    actors: {
      locale: localeMachine.provide({
        actors: { activateLocale: fromPromise<void, { locale: Locale }>(async () => {}) },
      }),
      cart: cartMachine.provide({
        actors: {
          loadCart: fromPromise(async ({ input }: { input: { cartId: string } }) => {
            requests.push(`loadCart ${input.cartId}`);
            return cart(input.cartId);
          }),
        },
      }),
      auth: authMachine.provide({
        actors: {
          loadUser: fromPromise(async () => user),
          signIn: fromPromise<AuthResult, SignInInput>(async ({ input }) => {
            requests.push(`signIn with ${input.cartId}`);
            return answer(MEMBER_CART);
          }),
          register: fromPromise(async () => answer(MEMBER_CART)),
          signOut: fromPromise<void, void>(async () => {}),
        },
      }),
    },
  });
  const shop = createActor(logic, {
    input: {
      locale: { pathname: "/", cookie: null, languages: ["en"] },
      auth: { hadToken },
      cart: { cartId, tempCoupon: null },
    },
  }).start();
  const child = <K extends keyof ShopActors>(id: K) => shop.system.get(id) as ShopActors[K];
  return { shop, child, requests };
}

describe("shop system", () => {
  it("registers every global machine under its systemId", () => {
    const { child } = startShop();
    for (const id of ["locale", "auth", "cart", "dialogStack", "toastStack", "confirmQueue"] as const) {
      expect(child(id), id).toBeDefined();
    }
  });

  it("loads the stored cart once, when the locale machine has a language on screen", async () => {
    const { child, requests } = startShop();
    await waitFor(child("locale"), (s) => s.matches("ready"));
    await waitFor(child("cart"), (s) => s.context.cart !== null);
    expect(requests).toEqual([`loadCart ${GUEST_CART}`]);
  });

  it("sign-in sends the guest cart, keeps the member's id for the reload (no load), closes the dialog", async () => {
    const { child, requests } = startShop();
    await waitFor(child("cart"), (s) => s.context.cart !== null);
    child("dialogStack").send({ type: "dialog.open", dialog: "signIn" });
    child("auth").send({ type: "auth.signIn", email: "ada@example.com", password: "pw", remember: false });
    await waitFor(child("auth"), (s) => s.matches("signedIn"));
    await waitFor(child("cart"), (s) => s.context.cartId === MEMBER_CART);
    expect(requests).toEqual([`loadCart ${GUEST_CART}`, `signIn with ${GUEST_CART}`]);
    expect(child("dialogStack").getSnapshot().value).toBe("closed");
    const [alert] = child("toastStack").getSnapshot().context.alerts;
    expect(alert?.ref.getSnapshot().context.title).toEqual({ notice: "signedIn" });
  });

  it("registration adopts the member's cart (stored and loaded); sign-out forgets it", async () => {
    const { child, requests } = startShop({ cartId: null });
    child("auth").send({ type: "auth.register", email: "new@example.com", password: "pw", passwordConfirmation: "pw" });
    await waitFor(child("cart"), (s) => s.context.cart?.id === MEMBER_CART);
    expect(requests).toEqual([`loadCart ${MEMBER_CART}`]);
    child("auth").send({ type: "auth.signOut" });
    await waitFor(child("cart"), (s) => s.context.cartId === null && s.context.cart === null);
  });

  it("a members-only page opens the sign-in dialog for a guest once the session is known", async () => {
    const { child } = startShop();
    child("auth").send({ type: "auth.requireMember" });
    await waitFor(child("dialogStack"), (s) => s.context.dialog === "signIn");
  });

  it("toasts and confirms settle their sender's request when they close", async () => {
    const { child } = startShop();
    const settled: unknown[] = [];
    child("toastStack").on("command.settled", (e) => void settled.push([e.requestId, e.ok]));
    child("confirmQueue").on("command.settled", (e) => void settled.push([e.requestId, e.ok]));
    child("toastStack").send({ type: "toast.show", status: "error", title: "Oops", requestId: "t1" });
    child("confirmQueue").send({ type: "confirm.ask", title: "Sure?", message: "Really", requestId: "c1" });
    child("confirmQueue").send({ type: "confirm.ask", title: "Again?", message: "Really", requestId: "c2" });
    const question = () => child("confirmQueue").getSnapshot().children[QUESTION_ID];
    expect(question()?.getSnapshot().context.title).toBe("Sure?");
    question()?.send({ type: "confirm.cancel" });
    expect(question()?.getSnapshot().context.title).toBe("Again?");
    question()?.send({ type: "confirm.accept" });
    child("toastStack").getSnapshot().context.alerts[0]?.ref.send({ type: "toast.close" });
    expect(settled).toEqual([["c1", false], ["c2", true], ["t1", true]]);
    expect(child("toastStack").getSnapshot().value).toBe("empty");
    expect(child("confirmQueue").getSnapshot().value).toBe("idle");
  });
});
