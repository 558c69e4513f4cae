/** A TCP port that is free on the loopback interface right now. */
export declare function freePort(): Promise<number>;
