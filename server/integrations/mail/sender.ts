/** The part of a nodemailer transport the sender uses (a fake in tests). */
export type MailTransport = {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
  close?(): void;
};

/**
 * An SMTP transport for `smtp(s)://user:pass@host:port`. nodemailer is loaded only when a shop sends mail (it is
 * memory a shop without SMTP_URL never needs).
 */
export async function smtpTransport(url: string): Promise<MailTransport> {
  const { default: nodemailer } = await import("nodemailer");
  return nodemailer.createTransport(url);
}
