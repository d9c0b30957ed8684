/** A refusal with an HTTP status and a documented error code, thrown by every guard and check. */
import type { ServerErrorCode } from "../../client/protocol.js";

/** An HTTP refusal: status, code and message become the response. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ServerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}
