// Shared jsdom setup for unit and model tests: clean the DOM between tests.
import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";

// jsdom does no layout, so it has no scrollIntoView; the browser's does nothing visible here either.
Element.prototype.scrollIntoView ??= () => undefined;

afterEach(() => cleanup());
