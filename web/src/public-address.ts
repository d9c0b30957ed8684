/// <reference lib="dom" />
/**
 * The address invitation links start with. A match server that serves this page may have a public
 * address (`backroom serve --public-url https://games.example.org`, behind a proxy) that differs from
 * the one this browser used (`http://localhost:8080` on the host's own machine); it tells it at
 * `GET /config`. Anywhere else (the Vite dev server, another server) the page's own address is used.
 */
import type { ServerConfig } from "backroom/client";

let publicUrl: string | null = null;
let loaded: Promise<void> | undefined;

/** Asks the page's own origin for its public address, once; never fails (no answer: the page's own address). */
export function loadPublicAddress(): Promise<void> {
  loaded ??= fetch(`${location.origin}/config`, { headers: { accept: "application/json" } })
    .then(async (response) => {
      const config = response.ok ? ((await response.json()) as Partial<ServerConfig>) : {};
      publicUrl = typeof config.publicUrl === "string" ? config.publicUrl : null;
    })
    .catch(() => {});
  return loaded;
}

/** The page's address for a link to a match on `server`: the public address when the page's origin serves that match, else this page's own. */
export function invitationBase(server: string): string {
  return publicUrl !== null && server === location.origin
    ? `${publicUrl}/`
    : `${location.origin}${location.pathname}`;
}
