/**
 * The page's WebSocket in a Node test of the tables' online session: `ws`, behind the browser's
 * `WebSocket` shape, with a hook that decides when each received message reaches the page.
 */
import type { SocketEvent } from "backroom/client";
import { WebSocket } from "ws";

/** Delivers one received message to the page (at once, later, or when the test says). */
export type Delivery = (event: SocketEvent, deliver: () => void) => void;

/** A `WebSocket` class for the page's global whose messages arrive through `delivery`. */
export function pageSocketClass(delivery: Delivery) {
  return class PageSocket {
    private readonly socket: WebSocket;
    constructor(url: string) {
      this.socket = new WebSocket(url);
    }
    get readyState(): number {
      return this.socket.readyState;
    }
    send(data: string): void {
      this.socket.send(data);
    }
    close(code?: number, reason?: string): void {
      this.socket.close(code, reason);
    }
    addEventListener(
      type: "open" | "message" | "close" | "error",
      listener: (event: SocketEvent) => void,
    ): void {
      if (type === "message")
        this.socket.addEventListener("message", (event) => delivery(event, () => listener(event)));
      else this.socket.addEventListener(type, listener as (event: unknown) => void);
    }
  };
}
