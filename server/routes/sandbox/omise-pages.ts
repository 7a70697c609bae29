// The payment sandbox's pages: the authorize page of redirect methods and 3-D Secure cards (Pay, Fail, Leave; then
// back to the charge's return_uri), the PromptPay "bank" page that pays a QR, and the Omise.js stand-in script.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { enums, object, optional, string } from "superstruct";
import { validateInput } from "#contract/validate-input.ts";
import { localeFromAcceptLanguage, type Locale } from "#contract/locale.ts";
import { OmiseApiError } from "#integrations/payments/sandbox/errors.ts";
import { authorizePath, type ChargeView } from "#integrations/payments/sandbox/objects.ts";
import { chargeQrPayload } from "#integrations/payments/sandbox/promptpay.ts";
import { qrSvg } from "#integrations/payments/sandbox/qr-svg.ts";
import { sourceName } from "#integrations/payments/sandbox/source-types.ts";
import { chargeForPage, decideCharge, expireCharge } from "#integrations/payments/sandbox/transitions.ts";
import { esc } from "../dev/html.ts";
import { sandboxContext } from "./omise-context.ts";
import { omiseJs } from "./omise-js.ts";
import { sandboxPage } from "./omise-layout.ts";
import { bangkokTime, money, sandboxTexts, type SandboxTexts } from "./omise-messages.ts";

const Decision = object({ decision: enums(["pay", "fail", "leave", "expire"]), lang: optional(string()) });
type Params = { Params: { id: string } };

const promptPayPath = (id: string) => `/sandbox/omise/promptpay/${encodeURIComponent(id)}`;

function localeOf(request: FastifyRequest, lang: unknown): Locale {
  return lang === "th" || lang === "en" ? lang : localeFromAcceptLanguage(request.headers["accept-language"]);
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(body);

function notFoundPage(reply: FastifyReply, locale: Locale) {
  const t = sandboxTexts(locale);
  return html(reply, 404, sandboxPage(locale, t.notFoundTitle, "/sandbox/omise/", `<h1>${esc(t.notFoundTitle)}</h1>
<p>${esc(t.notFound)}</p>\
<p><a class="button secondary" href="${locale === "th" ? "/th" : "/"}">${esc(t.back)}</a></p>`));
}

function summary(view: ChargeView, t: SandboxTexts, locale: Locale, more = ""): string {
  const { charge, source, token } = view;
  const card = token?.card as { brand?: string; last_digits?: string } | undefined;
  const method = source ? sourceName(source.type, locale, source.details.installment_term as number | undefined)
    : t.card(card?.brand ?? "", card?.last_digits ?? "");
  return `<dl><dt>${esc(t.method)}</dt><dd>${esc(method)}</dd>
<dt>${esc(t.amount)}</dt><dd class="amount">${esc(money(charge.amount, locale))}</dd>
<dt>${esc(t.merchant)}</dt><dd>SkinState</dd><dt>${esc(t.charge)}</dt><dd>${esc(charge.id)}</dd>${more}</dl>`;
}

function finalBlock(view: ChargeView, t: SandboxTexts, locale: Locale): string {
  const back = view.charge.returnUri ?? (locale === "th" ? "/th" : "/");
  return `<p role="status">${esc(t.final(view.charge.status))}</p>
<p><a class="button primary" href="${esc(back)}">${esc(t.back)}</a></p>`;
}

function authorizePage(view: ChargeView, locale: Locale): string {
  const t = sandboxTexts(locale);
  const title = view.token ? t.secureTitle : t.authorizeTitle;
  const path = authorizePath(view.charge.id);
  const body = view.charge.status !== "pending" ? finalBlock(view, t, locale) : `<p>${esc(t.authorizeIntro)}</p>
${view.charge.authorizeKind === "3ds_failure" ? `<p class="warning">${esc(t.failureNote)}</p>` : ""}
<form method="post" action="${esc(path)}"><input type="hidden" name="lang" value="${locale}">
<p class="help" id="choices">${esc(t.choices)}</p>
<div class="actions" role="group" aria-describedby="choices">
<button class="primary" type="submit" name="decision" value="pay">${esc(t.pay)}</button>
<button class="secondary" type="submit" name="decision" value="fail">${esc(t.fail)}</button>
<button class="quiet" type="submit" name="decision" value="leave">${esc(t.leave)}</button></div></form>`;
  return sandboxPage(locale, title, path, `<h1>${esc(title)}</h1>${summary(view, t, locale)}${body}`);
}

function promptPayPage(view: ChargeView, locale: Locale, promptPayId: string): string {
  const t = sandboxTexts(locale);
  const { charge } = view;
  const amount = money(charge.amount, locale);
  const qr = qrSvg(chargeQrPayload(charge.id, charge.amount, promptPayId), t.qrLabel(amount)).replace("<svg ",
    '<svg class="qr" ');
  const pending = charge.status === "pending";
  const actions = pending ? `<form method="post" action="${esc(promptPayPath(charge.id))}">
<input type="hidden" name="lang" value="${locale}"><div class="actions">
<button class="primary" type="submit" name="decision" value="pay">${esc(t.payQr)}</button>
<button class="secondary" type="submit" name="decision" value="expire">${esc(t.expireQr)}</button></div></form>`
    : `<p class="help">${esc(t.paidNote)}</p>`;
  return sandboxPage(locale, t.promptPayTitle, promptPayPath(charge.id), `<h1>${esc(t.promptPayTitle)}</h1>
<p>${esc(t.promptPayIntro)}</p>${qr}${summary(view, t, locale, `
<dt>${esc(t.status)}</dt><dd><span role="status">${esc(t.statusName(charge.status))}</span></dd>
${charge.expiresAt ? `<dt>${esc(t.payBefore)}</dt><dd>${esc(bangkokTime(charge.expiresAt, locale))}</dd>` : ""}`)}
${actions}`);
}

const pages: FastifyPluginAsync = async (app) => {
  /** The charge for a page, or null when there is none (an unknown or malformed id). */
  const chargeOf = async (request: FastifyRequest, id: string) => {
    try {
      return await chargeForPage(sandboxContext(app, request), id);
    } catch (error) {
      if (error instanceof OmiseApiError && error.status === 404) return null;
      throw error;
    }
  };

  app.get<Params & { Querystring: { lang?: string } }>("/payments/:id/authorize", async (req, reply) => {
    const locale = localeOf(req, req.query.lang);
    const view = await chargeOf(req, req.params.id);
    if (!view?.charge.authorizeKind) return notFoundPage(reply, locale);
    return html(reply, 200, authorizePage(view, locale));
  });

  app.post<Params>("/payments/:id/authorize", async (req, reply) => {
    const [error, input] = validateInput(req.body ?? {}, Decision, { mask: true });
    const locale = localeOf(req, error ? undefined : input.lang);
    const view = await chargeOf(req, req.params.id);
    if (!view?.charge.authorizeKind) return notFoundPage(reply, locale);
    if (error || input.decision === "expire") return html(reply, 400, authorizePage(view, locale));
    if (input.decision !== "leave") await decideCharge(sandboxContext(app, req), view.charge.id, input.decision);
    if (view.charge.returnUri) return reply.redirect(view.charge.returnUri, 303);
    return html(reply, 200, authorizePage((await chargeOf(req, view.charge.id)) ?? view, locale));
  });

  app.get<Params & { Querystring: { lang?: string } }>("/promptpay/:id", async (req, reply) => {
    const locale = localeOf(req, req.query.lang);
    const view = await chargeOf(req, req.params.id);
    if (view?.source?.type !== "promptpay") return notFoundPage(reply, locale);
    return html(reply, 200, promptPayPage(view, locale, app.env.OMISE_SANDBOX_PROMPTPAY_ID));
  });

  app.post<Params>("/promptpay/:id", async (req, reply) => {
    const [error, input] = validateInput(req.body ?? {}, Decision, { mask: true });
    const locale = localeOf(req, error ? undefined : input.lang);
    const view = await chargeOf(req, req.params.id);
    if (view?.source?.type !== "promptpay") return notFoundPage(reply, locale);
    const ctx = sandboxContext(app, req);
    if (!error && input.decision === "pay") await decideCharge(ctx, view.charge.id, "pay");
    if (!error && input.decision === "expire" && view.charge.status === "pending") await expireCharge(ctx,
      view.charge.id);
    return reply.redirect(`${promptPayPath(view.charge.id)}?lang=${locale}`, 303);
  });

  app.get("/omise.js", async (_req, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(omiseJs));
};

export default pages;
