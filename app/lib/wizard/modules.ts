// The marketing modules in order (STEP_NAMES; their titles and count in ./module-titles), with
// every data field of docs/product/spec-facts.md §3 and the guidance, limits and per-category
// examples the wizard shows.
import { type CategoryId, isStepName, type StepName } from "~/lib/enums";
import { appliesToPlatforms, type PlatformId } from "~/lib/platforms";

import { analyticsModule } from "./module-content/analytics";
import { communityModule } from "./module-content/community";
import { CONTENT_IDEAS, contentModule } from "./module-content/content";
import { creativeModule } from "./module-content/creative";
import { foundationModule } from "./module-content/foundation";
import { launchModule } from "./module-content/launch";
import { retentionModule } from "./module-content/retention";
import { seoModule } from "./module-content/seo";
import { personalExample, sampleLabel } from "./personal-examples";
import { latestChecked } from "./sources";
import type { GuidancePoint, ModuleDefinition, SimpleAnswers } from "./types";

export { CONTENT_IDEAS };

export const MODULES: ModuleDefinition[] = [
  foundationModule,
  seoModule,
  contentModule,
  communityModule,
  creativeModule,
  launchModule,
  analyticsModule,
  retentionModule,
];

const BY_STEP = new Map(MODULES.map((m) => [m.stepName, m]));

export function moduleDefinition(step: StepName): ModuleDefinition {
  const definition = BY_STEP.get(step);
  if (!definition) throw new Error(`No module definition for ${step}`);
  return definition;
}

export function moduleTitle(step: StepName): string {
  return moduleDefinition(step).title;
}

/** Reads ?step= for the marketing wizard; anything that is not a module id is null. */
export function parseStepName(value: string | null): StepName | null {
  return isStepName(value) ? value : null;
}

/** Names of the text fields (everything but the list of content ideas). */
export function textFieldNames(step: StepName): string[] {
  return moduleDefinition(step)
    .fields.filter((f) => f.kind !== "ideas")
    .map((f) => f.name);
}

export type ModuleFormValues = Record<string, string | string[]>;

/**
 * A module form's posted fields as the plain object the JSON API takes, so that the page and the
 * API go through the same validation. Fields of other modules and buttons are left out.
 */
export function moduleDataFromForm(step: StepName, form: FormData): ModuleFormValues {
  const values: ModuleFormValues = {};
  for (const field of moduleDefinition(step).fields) {
    if (field.kind === "ideas") {
      values[field.name] = form
        .getAll(field.name)
        .filter((v): v is string => typeof v === "string");
    } else {
      const value = form.get(field.name);
      values[field.name] = typeof value === "string" ? value : "";
    }
  }
  return values;
}

export type StepViewContext = {
  platforms?: readonly PlatformId[];
  /** False when the audience's age range rules children out: their rules are left out. */
  childrenRules?: boolean;
  appName?: string;
  answers?: SimpleAnswers;
};

/**
 * Rules for the app's platforms only (a mobile-only game never sees Steam rules), and children's
 * rules only when the audience may include children.
 */
export function visibleRules(
  points: readonly GuidancePoint[],
  platforms: readonly PlatformId[],
  childrenRules = true,
) {
  return points.filter(
    (point) =>
      appliesToPlatforms(point.platforms, platforms) &&
      (point.audience !== "children" || childrenRules),
  );
}

/**
 * What the wizard page shows for one module: only the rules for the app's category and platforms,
 * and examples written for the app (from its answers where they exist, else the category's).
 */
export function moduleStepView(
  step: StepName,
  category: CategoryId,
  context: StepViewContext = {},
) {
  const definition = moduleDefinition(step);
  const platforms = context.platforms ?? [];
  const children = context.childrenRules ?? true;
  const guidance = visibleRules(definition.guidance, platforms, children);
  const categoryNotes = visibleRules(definition.categoryNotes[category] ?? [], platforms, children);
  return {
    stepName: definition.stepName,
    title: definition.title,
    summary: definition.summary,
    guidance,
    categoryNotes,
    /** Whose examples the fields without one from the answers show ("TabTidy, a sample … app"). */
    sampleFor: sampleLabel(category),
    /** Children's rules were left out because the age range rules children out. */
    childrenRulesHidden:
      !children &&
      [...definition.guidance, ...(definition.categoryNotes[category] ?? [])].some(
        (p) => p.audience === "children",
      ),
    /** The latest "checked" date of the rules on the page (YYYY-MM-DD). */
    lastChecked: latestChecked([...guidance, ...categoryNotes].map((p) => p.checked)),
    fields: definition.fields.map(({ examples, hintWithoutChildren, ...field }) => {
      const example = personalExample(
        field.name,
        examples[category],
        category,
        context.appName ?? "",
        context.answers ?? {},
      );
      return {
        ...field,
        // An adult audience is not told about children's consent ages in the field's hint either.
        hint: !children && hintWithoutChildren ? hintWithoutChildren : field.hint,
        example: example.text,
        // Only an example from the answers names its app per field; the sample's label is the
        // page's one `sampleFor`, so it is not repeated in every field's data.
        exampleFor: example.source === "answers" ? example.about : undefined,
      };
    }),
    ideas:
      step === "content"
        ? CONTENT_IDEAS.map(({ examples, ...idea }) => ({
            ...idea,
            example: personalExample(
              idea.id,
              examples[category],
              category,
              context.appName ?? "",
              {},
            ).text,
          }))
        : [],
  };
}

export type ModuleStepView = ReturnType<typeof moduleStepView>;
