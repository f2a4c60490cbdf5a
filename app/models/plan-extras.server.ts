// The store listing and the launch drafts as export sections, kept apart from the rest of the
// plan export so each stays small.
import { LISTING_FIELDS } from "~/lib/store-listing";

import { getDrafts } from "./drafts.server";
import { getListing } from "./store-listing.server";

/** `csvValue`: the machine form the CSV keeps (a date's "YYYY-MM-DD") where `value` is for people. */
export type PlanField = { label: string; value: string; csvValue?: string };
export type PlanSection = { title: string; status: string | null; fields: PlanField[] };

export async function storeListingSection(tenantId: string, appId: string): Promise<PlanSection> {
  const view = await getListing(tenantId, appId);
  const fields = view
    ? LISTING_FIELDS.filter((spec) => view.listing[spec.name].trim() !== "").map((spec) => ({
        label: `${spec.store === "apple" ? "App Store" : "Google Play"} ${spec.label.toLowerCase()} (${view.counts[spec.name].text})`,
        value: view.listing[spec.name],
      }))
    : [];
  for (const warning of view?.warnings ?? []) {
    fields.push({ label: "Policy warning", value: warning.message });
  }
  return {
    title: "Store listing",
    status: view?.fromAnswers ? "Draft from your answers" : null,
    fields,
  };
}

export async function draftsSection(tenantId: string, appId: string): Promise<PlanSection> {
  const drafts = (await getDrafts(tenantId, appId)) ?? [];
  return {
    title: "Launch drafts",
    status: null,
    fields: drafts.map((d) => ({
      label: d.edited ? `${d.title} (edited)` : d.title,
      value: d.text,
    })),
  };
}
