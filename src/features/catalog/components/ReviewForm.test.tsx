import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { REVIEW_TEXT_MAX } from "#contract/review.ts";
import { ReviewForm } from "./ReviewForm.tsx";
import { withShell } from "./test-wrapper.tsx";

const textbox = () => screen.getByRole("textbox", { name: "Your review" });
const submit = () => userEvent.click(screen.getByRole("button", { name: "Submit review" }));

describe("ReviewForm", () => {
  it("offers five stars as a radio group and counts the characters typed", async () => {
    render(withShell(<ReviewForm onSubmit={vi.fn()} />));
    expect(screen.getByRole("group", { name: "Your rating" })).toBeTruthy();
    expect(screen.getAllByRole("radio").map((r) => r.getAttribute("aria-label")))
      .toEqual(["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]);
    await userEvent.type(textbox(), "  Lovely  ");
    expect(screen.getByText(`6 of ${REVIEW_TEXT_MAX} characters`)).toBeTruthy();
  });

  it("asks for a rating and enough text before sending anything", async () => {
    const onSubmit = vi.fn();
    render(withShell(<ReviewForm onSubmit={onSubmit} />));
    await userEvent.type(textbox(), "Too short");
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText("Choose a rating from 1 to 5 stars.")).toBeTruthy();
    expect(screen.getByText("Write at least 10 characters.")).toBeTruthy();
  });

  it("sends the chosen stars and the trimmed text", async () => {
    const onSubmit = vi.fn().mockResolvedValue({ ok: true });
    render(withShell(<ReviewForm onSubmit={onSubmit} />));
    await userEvent.click(screen.getByRole("radio", { name: "4 stars" }));
    expect((screen.getByRole("radio", { name: "4 stars" }) as HTMLInputElement).checked).toBe(true);
    await userEvent.type(textbox(), "   Calms my skin overnight.  ");
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ rating: 4, text: "Calms my skin overnight." });
  });

  it("shows the page's refusal and keeps what was typed", async () => {
    const onSubmit = vi.fn().mockResolvedValue({ ok: false, message: "You have already reviewed this product." });
    render(withShell(<ReviewForm onSubmit={onSubmit} />));
    await userEvent.click(screen.getByRole("radio", { name: "5 stars" }));
    await userEvent.type(textbox(), "Best sunscreen I have used.");
    await submit();
    expect((await screen.findByRole("alert")).textContent).toBe("You have already reviewed this product.");
    expect((textbox() as HTMLTextAreaElement).value).toBe("Best sunscreen I have used.");
  });
});
