/** A TCP port on 127.0.0.1 nothing listens on, outside the range outgoing connections use. */
export declare function freePort(): Promise<number>;
