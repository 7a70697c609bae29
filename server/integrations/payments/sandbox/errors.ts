// Errors in Omise's shape (docs.opn.ooo/en/api-errors): { object: "error", location, code, message } with its status.

export class OmiseApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = "OmiseApiError";
    this.status = status;
    this.code = code;
  }

  body() {
    return {
      object: "error" as const,
      location: `https://www.omise.co/api-errors#${this.code.replaceAll("_", "-")}`,
      code: this.code,
      message: this.message,
    };
  }
}

export const badRequest = (message: string) => new OmiseApiError(400, "bad_request", message);
export const invalidCharge = (message: string) => new OmiseApiError(400, "invalid_charge", message);
export const notFound = (what: string, id: string) => new OmiseApiError(404, "not_found",
  `${what} ${id} was not found`);
