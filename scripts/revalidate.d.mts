export function bodyEtag(body: Buffer, ignore?: string): string;
export function matches(ifNoneMatch: string | null, etag: string): boolean;
export function revalidate(
  request: Request,
  response: Response,
  pageTag?: string | null,
): Promise<Response>;
export function pageNotModified(pageTag: string): Response;
