import type { FastifyRequest } from "fastify";
import { localeFromAcceptLanguage, type Locale } from "#contract/locale.ts";

/** The language of a request: en or th from Accept-Language, English otherwise. */
export function requestLocale(request: FastifyRequest): Locale {
  return localeFromAcceptLanguage(request.headers["accept-language"]);
}
