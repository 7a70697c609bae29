// Every machine of the shop, by file name. The flow atlas (scripts/flows.ts) draws each one; add new machines here.
import type { AnyStateMachine } from "xstate";
import { authMachine } from "./auth.machine.ts";
import { addressFormMachine } from "./address-form.machine.ts";
import { cartMachine } from "./cart.machine.ts";
import { checkoutMachine } from "./checkout.machine.ts";
import { confirmQueueMachine } from "./confirm-queue.machine.ts";
import { confirmMachine } from "./confirm.machine.ts";
import { dialogStackMachine } from "./dialog-stack.machine.ts";
import { localeMachine } from "./locale.machine.ts";
import { otpMachine } from "./otp.machine.ts";
import { paymentMachine } from "./payment.machine.ts";
import { redeemMachine } from "./redeem.machine.ts";
import { shopMachine } from "./shop.machine.ts";
import { skinQuizMachine } from "./skin-quiz.machine.ts";
import { supportConsoleMachine } from "./support-console.machine.ts";
import { toastStackMachine } from "./toast-stack.machine.ts";
import { toastMachine } from "./toast.machine.ts";

export interface RegisteredMachine {
  /** The file name without `.machine.ts`. */
  name: string;
  machine: AnyStateMachine;
  /** Where the model-based test lives. */
  modelTest: string;
}

export const machines: RegisteredMachine[] = [
  // The root of the shop's actor system: it starts every global machine below (decision 0090).
  { name: "shop", machine: shopMachine, modelTest: "tests/model/cart.model.test.tsx" },
  { name: "dialog-stack", machine: dialogStackMachine, modelTest: "tests/model/dialog-stack.model.test.tsx" },
  { name: "confirm-queue", machine: confirmQueueMachine, modelTest: "tests/model/confirm.model.test.tsx" },
  { name: "confirm", machine: confirmMachine, modelTest: "tests/model/confirm.model.test.tsx" },
  { name: "toast-stack", machine: toastStackMachine, modelTest: "tests/model/toast.model.test.tsx" },
  { name: "toast", machine: toastMachine, modelTest: "tests/model/toast.model.test.tsx" },
  { name: "locale", machine: localeMachine, modelTest: "tests/model/locale.model.test.tsx" },
  { name: "cart", machine: cartMachine, modelTest: "tests/model/cart.model.test.tsx" },
  { name: "otp", machine: otpMachine, modelTest: "tests/model/otp.model.test.tsx" },
  { name: "auth", machine: authMachine, modelTest: "tests/model/auth.model.test.tsx" },
  { name: "checkout", machine: checkoutMachine, modelTest: "tests/model/checkout.model.test.tsx" },
  { name: "payment", machine: paymentMachine, modelTest: "tests/model/payment.model.test.tsx" },
  { name: "address-form", machine: addressFormMachine, modelTest: "tests/model/address-form.model.test.tsx" },
  { name: "skin-quiz", machine: skinQuizMachine, modelTest: "tests/model/skin-quiz.model.test.tsx" },
  { name: "redeem", machine: redeemMachine, modelTest: "tests/model/redeem.model.test.tsx" },
  // Page-level, outside the shop's system: staff are not shoppers (decision 0155).
  {
    name: "support-console", machine: supportConsoleMachine,
    modelTest: "tests/model/support-console.model.test.tsx",
  },
];
