// Shared jsdom setup for unit and model tests: clean the DOM between tests.
import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";

afterEach(() => cleanup());
