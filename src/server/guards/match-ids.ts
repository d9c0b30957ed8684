/** The shape of a match id, checked before any storage call so no hostile id reaches the database. */
import { HttpError } from "./http-error.js";

/** Match ids are base64url (the server makes 16 characters); anything else is refused unread. */
const MATCH_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** Whether a string has the shape of a match id. */
export function isMatchId(id: unknown): id is string {
  return typeof id === "string" && MATCH_ID.test(id);
}

/** Returns the id, or throws a 400 `bad-request` when it is not shaped like a match id. */
export function checkMatchId(id: unknown): string {
  if (!isMatchId(id))
    throw new HttpError(400, "bad-request", "a match id is 8 to 64 characters of A-Z a-z 0-9 _ -");
  return id;
}
