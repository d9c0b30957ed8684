/**
 * The JSON text of a message sent to clients, made once per message object: a match shows each
 * change to every connection of a seat (and to every spectator) with the same message object
 * (match/live-match.ts), so a seat held by many sockets costs one serialisation, not one per socket.
 */
import type { ServerMessage } from "../../client/protocol.js";

/** Texts by message; a message is never changed once sent, and is forgotten with its object. */
const texts = new WeakMap<ServerMessage, string>();

/** The JSON text of `message`, serialised on its first send only. */
export function messageText(message: ServerMessage): string {
  let text = texts.get(message);
  if (text === undefined) {
    text = JSON.stringify(message);
    texts.set(message, text);
  }
  return text;
}
