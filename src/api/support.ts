import { array } from "superstruct";
import {
  SearchHit, StaffSession, StaffSignedOut, Story, StuckItem, SupportActionDone, type SupportAction,
} from "#contract/support.ts";
import { getData, postData, withQuery } from "./client.ts";

// The support console's calls (contract/support.ts, decision 0150). Staff tokens are not the shop's: the console's
// machine keeps the token and each call sends it in place of the shopper's (machines/support-console.machine.ts).

const staff = (token: string | null) => ({ authorization: token === null ? null : `Bearer ${token}` });
const orderPath = (number: string) => `api/support/orders/${encodeURIComponent(number)}`;

/** POST api/staff/sign-in: the console's own sign-in, without the shopper's token. */
export const signIn = (email: string, password: string) =>
  postData("api/staff/sign-in", { email, password }, StaffSession, staff(null));

/** POST api/staff/sign-out: revokes the staff token. */
export const signOut = (token: string) =>
  postData("api/staff/sign-out", {}, StaffSignedOut, staff(token)).then(() => undefined);

/** GET api/support/stuck: what is stuck now, kind by kind. */
export const fetchStuck = (token: string) => getData("api/support/stuck", array(StuckItem), staff(token));

/** GET api/support/orders?q=: orders whose number, e-mail, phone or charge id is `q`. */
export const searchOrders = (token: string, q: string) =>
  getData(withQuery("api/support/orders", { q }), array(SearchHit), staff(token));

/** GET api/support/orders/{number}: the order's story. */
export const fetchStory = (token: string, number: string) => getData(orderPath(number), Story, staff(token));

/** POST api/support/orders/{number}/{action} with the reason written to the record. */
export const runAction = (token: string, number: string, action: SupportAction, reason: string) =>
  postData(`${orderPath(number)}/${action}`, { reason }, SupportActionDone, staff(token));
