// The plan of one app as read-only sections (the shared view): details, answers, the eight
// modules, the content schedule and the launch checklist. Text only: no forms, no app links.
import { MODULE_COUNT_WORD } from "~/lib/wizard/module-titles";
import type { PlanExport, PlanSection } from "~/models/plan-export.server";

type Plan = Pick<
  PlanExport,
  "details" | "simpleAnswers" | "modules" | "contentSchedule" | "checklist"
>;

function Section({ section, id }: { section: PlanSection; id: string }) {
  return (
    <section aria-labelledby={id} className="card space-y-3">
      <h2 id={id} className="flex flex-wrap items-center gap-2 text-xl font-bold">
        {section.title}
        {section.status ? (
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700">
            {section.status}
          </span>
        ) : null}
      </h2>
      {section.fields.length === 0 ? (
        <p className="text-sm text-slate-700">Nothing written yet.</p>
      ) : (
        <dl className="space-y-2">
          {section.fields.map((field) => (
            <div key={field.label}>
              <dt className="text-sm font-semibold text-slate-800">{field.label}</dt>
              <dd className="whitespace-pre-line break-words text-slate-800">{field.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

export function SharedPlanSections({ plan }: { plan: Plan }) {
  return (
    <>
      <Section section={plan.details} id="plan-details" />
      <Section section={plan.simpleAnswers} id="plan-answers" />
      <h2 className="pt-2 text-2xl font-bold">The {MODULE_COUNT_WORD} modules</h2>
      {plan.modules.map((module, index) => (
        <Section key={module.title} section={module} id={`plan-module-${index}`} />
      ))}
      <section aria-labelledby="plan-schedule" className="card space-y-3">
        <h2 id="plan-schedule" className="text-xl font-bold">
          Content schedule
        </h2>
        {plan.contentSchedule.length === 0 ? (
          <p className="text-sm text-slate-700">No content scheduled yet.</p>
        ) : (
          <ul className="space-y-1">
            {plan.contentSchedule.map((entry) => (
              <li key={entry.label} className="text-slate-800">
                <span className="font-semibold">{entry.label}:</span> {entry.value}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="plan-checklist" className="card space-y-3">
        <h2 id="plan-checklist" className="text-xl font-bold">
          Launch checklist
        </h2>
        {plan.checklist.length === 0 ? (
          <p className="text-sm text-slate-700">No launch date set yet.</p>
        ) : (
          <ol className="space-y-2">
            {plan.checklist.map((task, index) => (
              <li key={`${task.title}-${index}`} className="text-slate-800">
                <p className={`break-words font-semibold ${task.done ? "line-through" : ""}`}>
                  {task.title}
                  {task.done ? <span className="ml-2 text-sm text-green-800">Done</span> : null}
                </p>
                <p className="text-sm text-slate-700">
                  Due {task.due}
                  {task.relative ? ` (${task.relative})` : ""}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
