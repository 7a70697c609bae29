import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { NotifyForm } from "./NotifyForm.tsx";
import { withShell } from "./test-wrapper.tsx";

describe("NotifyForm", () => {
  it("refuses a malformed e-mail without sending it", async () => {
    const onSubmit = vi.fn();
    render(withShell(<NotifyForm onSubmit={onSubmit} />));
    await userEvent.type(screen.getByRole("textbox", { name: "E-mail address" }), "nok@@example");
    await userEvent.click(screen.getByRole("button", { name: "Notify me" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText("Enter an e-mail address like name@example.com.")).toBeTruthy();
  });

  it("sends the cleaned address and confirms a first request", async () => {
    const onSubmit = vi.fn().mockResolvedValue({ ok: true, created: true });
    render(withShell(<NotifyForm onSubmit={onSubmit} />));
    await userEvent.type(screen.getByRole("textbox", { name: "E-mail address" }), "  Nok@Example.COM ");
    await userEvent.click(screen.getByRole("button", { name: "Notify me" }));
    expect(onSubmit).toHaveBeenCalledWith("nok@example.com");
    expect((await screen.findByRole("status")).textContent).toContain("You're on the list");
  });

  it("confirms a repeat request as clearly as a first one", async () => {
    render(withShell(<NotifyForm onSubmit={vi.fn().mockResolvedValue({ ok: true, created: false })} />));
    await userEvent.type(screen.getByRole("textbox", { name: "E-mail address" }), "nok@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Notify me" }));
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain("You're already on the list");
    expect(status.textContent).toContain("nok@example.com");
  });
});
