export declare const OFFLINE_CACHE_HEADER: string;
export declare const OFFLINE_USER_HEADER: string;
export declare const OFFLINE_ZONE_HEADER: string;
export declare const OFFLINE_IDLE_HEADER: string;
export declare const CLEAR_SITE_DATA: string;
export declare function clearsSessionCookie(headers: Headers): boolean;
export declare function markSignedOut(headers: Headers): void;
