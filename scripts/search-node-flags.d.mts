export declare const searchNodeFlags: string[];
