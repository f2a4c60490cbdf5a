export const REQUEST_ID_HEADER: string;
