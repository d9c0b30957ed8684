/** Table talk's rules: cleaning a line, its length limit, and who may read it. */
import { MAX_CHAT_LENGTH } from "../../client/protocol.js";
import type { StoredChatLine } from "../storage/table-store.js";

/** Control characters (C0, DEL, C1) and the bidirectional marks, embeddings, overrides and isolates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A line as shown to others: line breaks and tabs become spaces, other control and bidi characters go. */
export function cleanChatText(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, " ")
    .replace(UNSAFE, "")
    .trim();
}

/** The length of a text in characters (code points, so an emoji counts once). */
export const characterCount = (text: string): number => [...text].length;

/** Why a cleaned text cannot be a chat line, or `undefined` when it can. */
export function chatTextProblem(text: string): "empty" | "too-long" | undefined {
  if (text.length === 0) return "empty";
  return characterCount(text) > MAX_CHAT_LENGTH ? "too-long" : undefined;
}

/** Whether a seat (or a spectator, `null`) may read a line: public lines, or private ones it sent or received. */
export function mayRead(line: Pick<StoredChatLine, "from" | "to">, reader: number | null): boolean {
  return line.to === null || (reader !== null && (line.from === reader || line.to === reader));
}
