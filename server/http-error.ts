/** An error with the status and the message that may be shown to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly publicMessage: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(publicMessage);
    this.name = "HttpError";
  }
}
