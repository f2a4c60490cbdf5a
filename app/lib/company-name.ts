// The company name a maker who signs up alone gets when they leave it empty: "Maya's apps" from
// maya@example.com, "Maya Chen's apps" from maya.chen@…. Pure; the server fills it in.
import { COMPANY_NAME_MAX } from "./limits";

export function defaultCompanyName(email: string): string {
  const local = email.split("@")[0] ?? "";
  const name = local
    .split(/[._+-]+/)
    .filter((part) => /^[\p{L}]+$/u.test(part))
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
    .join(" ");
  const company = name ? `${name}'s apps` : "My apps";
  return [...company].length <= COMPANY_NAME_MAX ? company : "My apps";
}
