// Shared jsdom setup for unit and model tests: clean the DOM between tests.
import { afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { activateLocale } from "#lib/i18n.ts";

// jsdom does no layout, so it has no scrollIntoView; the browser's does nothing visible here either.
Element.prototype.scrollIntoView ??= () => undefined;

afterEach(() => cleanup());

// React's development build renders several times slower than its production build: on a busy two-core box a
// page's first visit (its module loaded, then rendered) can take more than Testing Library's default second.
configure({ asyncUtilTimeout: 4000 });

// The shop's language is active before anything renders (src/start.tsx); in tests, English.
await activateLocale("en");
