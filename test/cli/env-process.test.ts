import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cliEntry } from "../support/cli-entry.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("backroom env as a process", () => {
  it("speaks only the protocol on standard output and exits after close with its input still open", async () => {
    const child = spawn(
      process.execPath,
      [...cliEntry(), "env", "slush-fund", "--players", "2", "--seed", "3"],
      { cwd: root, stdio: ["pipe", "pipe", "pipe"] },
    );
    let out = "";
    let err = "";
    child.stdout.setEncoding("latin1").on("data", (text: string) => {
      out += text;
    });
    child.stderr.setEncoding("utf8").on("data", (text: string) => {
      err += text;
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    child.stdin.write('{"cmd":"reset"}\n{"cmd":"step","action":-1}\n{"cmd":"close"}\n');
    const code = await exited;
    child.stdin.end();
    expect(err).toBe("");
    expect(code).toBe(0);
    const greeting = JSON.parse(out.slice(0, out.indexOf("\n")));
    expect(greeting).toMatchObject({ protocol: "backroom-env", version: 1, players: 2 });
    const rest = out.slice(out.indexOf("\n") + 1);
    const snapshot = JSON.parse(rest.slice(0, rest.indexOf("\n")));
    const afterPayload = rest.slice(rest.indexOf("\n") + 1 + snapshot.bytes);
    expect(afterPayload.split("\n").map((line) => (line ? JSON.parse(line) : line))).toEqual([
      { error: { kind: "rule", code: "bad-index", message: expect.any(String) } },
      { ok: true },
      "",
    ]);
  }, 60_000);
});
