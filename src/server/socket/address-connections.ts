/** Counts open WebSocket connections per client address, so one address cannot hold them all. */

/** The open connections of every address, with a cap per address. */
export class AddressConnections {
  private readonly open = new Map<string, number>();

  constructor(private readonly perAddress: number) {}

  /** Counts a new connection from `address`; false (nothing counted) when the address is at its cap. */
  admit(address: string): boolean {
    const count = this.open.get(address) ?? 0;
    if (count >= this.perAddress) return false;
    this.open.set(address, count + 1);
    return true;
  }

  /** Forgets one closed connection of `address`. */
  release(address: string): void {
    const count = (this.open.get(address) ?? 1) - 1;
    if (count <= 0) this.open.delete(address);
    else this.open.set(address, count);
  }

  /** Open connections over every address. */
  get total(): number {
    let total = 0;
    for (const count of this.open.values()) total += count;
    return total;
  }
}
