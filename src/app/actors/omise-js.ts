import type { PaymentConfig } from "#contract/payment-api.ts";
import { expiryOf, type CardInput } from "#machines/payment-command.ts";

// The card goes from the browser to Omise's vault (or the sandbox's) through Omise.js or its stand-in
// (decision 0111): the shop's server only ever sees the token.

type OmiseCallback = (status: number, response: { id?: string; code?: string; message?: string }) => void;
interface OmiseJs {
  setPublicKey: (key: string) => void;
  createToken: (type: "card", card: Record<string, string | number>, callback: OmiseCallback) => void;
}
declare global {
  interface Window { Omise?: OmiseJs }
}

let loading: Promise<OmiseJs> | null = null;

/** Omise.js (or the stand-in) once per page; a script already there (a test's, or an earlier load) is used as is. */
function loadOmise(url: string): Promise<OmiseJs> {
  if (window.Omise) return Promise.resolve(window.Omise);
  loading ??= new Promise<OmiseJs>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () => (window.Omise ? resolve(window.Omise) : reject(new Error("Omise.js did not load")));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(Object.assign(new Error("Omise.js did not load"), { code: "network_error" }));
    };
    document.head.append(script);
  });
  return loading;
}

/** A one-time token for the card; rejects with `card_refused` (the vault's reason kept for the console). */
export async function tokenizeCard(config: PaymentConfig, card: CardInput): Promise<string> {
  const omise = await loadOmise(config.script_url);
  omise.setPublicKey(config.public_key);
  const expiry = expiryOf(card.expiry);
  return new Promise<string>((resolve, reject) => {
    omise.createToken("card", {
      name: card.name.trim(), number: card.number.replace(/\D/g, ""), expiration_month: expiry?.month ?? 0,
      expiration_year: expiry?.year ?? 0, security_code: card.cvc.trim(),
    }, (status, response) => {
      if (status === 200 && response.id) resolve(response.id);
      else {
        reject(Object.assign(new Error(response.message ?? "card refused"),
          { code: "card_refused", detail: response }));
      }
    });
  });
}
