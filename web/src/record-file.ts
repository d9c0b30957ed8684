/// <reference lib="dom" />
/** Saving a game record as a JSON download and reading one back from a file input. */
import type { GameRecord } from "backroom";
import { t } from "./i18n/message.js";
import { ToldError } from "./refusals.js";

/** Offers the record as a download named after the game and seed. */
export function downloadRecord(record: GameRecord): void {
  const blob = new Blob([`${JSON.stringify(record, null, 2)}\n`], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `backroom-${record.game}-${String(record.seed).replace(/[^\w.-]+/g, "_")}.json`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Reads a record file; throws a readable error when it is not a record. */
export async function readRecord(file: File): Promise<GameRecord> {
  let data: unknown;
  try {
    data = JSON.parse(await file.text());
  } catch {
    throw new ToldError(t("record.notJson", { file: file.name }));
  }
  const record = data as Partial<GameRecord>;
  if (
    record === null ||
    typeof record !== "object" ||
    typeof record.game !== "string" ||
    typeof record.players !== "number" ||
    !Array.isArray(record.actions)
  ) {
    throw new ToldError(t("record.notRecord", { file: file.name }));
  }
  return record as GameRecord;
}
