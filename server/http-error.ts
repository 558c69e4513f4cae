/** An error with the status and the message that may be shown to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly publicMessage: string,
    readonly headers: Record<string, string> = {},
    /** `warn` for refusals the team should notice (a foreign site posting to our forms). */
    readonly logLevel: "info" | "warn" = "info",
  ) {
    super(publicMessage);
    this.name = "HttpError";
  }
}
