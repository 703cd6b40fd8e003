/** An in-memory BroadcastChannel: every channel of a name gets what the others post (as a copy), never its own. */
export function fakeBroadcastChannel(): typeof BroadcastChannel {
  const channels = new Set<FakeChannel>();
  class FakeChannel {
    onmessage: ((event: MessageEvent) => void) | null = null;
    constructor(readonly name: string) {
      channels.add(this);
    }
    postMessage(data: unknown) {
      for (const channel of channels) {
        if (channel !== this && channel.name === this.name) {
          channel.onmessage?.({ data: JSON.parse(JSON.stringify(data)) } as MessageEvent);
        }
      }
    }
    close() {
      channels.delete(this);
    }
  }
  return FakeChannel as unknown as typeof BroadcastChannel;
}
