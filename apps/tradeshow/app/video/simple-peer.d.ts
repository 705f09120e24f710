// The part of @thaunknown/simple-peer (which ships no types) that video contact uses (app/video/call-session.ts).
declare module "@thaunknown/simple-peer" {
  export type PeerOptions = {
    initiator?: boolean;
    stream?: MediaStream;
    trickle?: boolean;
    config?: RTCConfiguration;
  };
  export default class Peer {
    constructor(options?: PeerOptions);
    signal(data: unknown): void;
    destroy(): void;
    on(event: "signal", listener: (data: unknown) => void): this;
    on(event: "stream", listener: (stream: MediaStream) => void): this;
    on(event: "connect" | "close", listener: () => void): this;
    on(event: "error", listener: (error: Error & { code?: string }) => void): this;
  }
}
