// Shared jsdom setup for unit and model tests: clean the DOM between tests.
import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";
import { activateLocale } from "#lib/i18n.ts";

// jsdom does no layout, so it has no scrollIntoView; the browser's does nothing visible here either.
Element.prototype.scrollIntoView ??= () => undefined;

afterEach(() => cleanup());

// The shop's language is active before anything renders (src/start.tsx); in tests, English.
await activateLocale("en");
