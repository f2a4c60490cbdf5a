// Requests to the running server as a browser (form posts with this site's Origin) or an API
// client (JSON) sends them; redirects are not followed so that their target can be checked.
import type { Body, Method } from "./routes";

export type Answer = {
  status: number;
  location: string;
  contentType: string;
  text: string;
};

export type SendOptions = {
  method: Method | string;
  path: string;
  body?: Body | string;
  cookie?: string;
  headers?: Record<string, string>;
};

export async function send(base: string, options: SendOptions): Promise<Answer> {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (options.body !== undefined) {
    if (typeof options.body === "string") body = options.body;
    else if ("json" in options.body) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.body.json);
    } else {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      headers.Origin = base;
      body = new URLSearchParams(options.body as Record<string, string>).toString();
    }
  }
  if (options.cookie) headers.Cookie = options.cookie;
  Object.assign(headers, options.headers);
  const response = await fetch(`${base}${options.path}`, {
    method: options.method,
    headers,
    body,
    redirect: "manual",
  });
  return {
    status: response.status,
    location: response.headers.get("Location") ?? "",
    contentType: response.headers.get("Content-Type") ?? "",
    text: await response.text(),
  };
}

export function describeAnswer(answer: Answer): string {
  const location = answer.location ? ` -> ${answer.location}` : "";
  return `${answer.status}${location} ${answer.text.slice(0, 160).replace(/\s+/g, " ")}`;
}
