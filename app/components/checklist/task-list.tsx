// The checklist's tasks grouped by phase; the task whose ?edit= is open shows its form, with the
// server's errors and the typed values when a save failed.
import type { SubmissionResult } from "@conform-to/react";

import { type TaskAssignee, TaskAssignForm } from "./task-assign";
import { FormAlert, TaskForm, type TaskFormLimits } from "./task-form";
import { ChecklistTaskItem, type TaskView } from "./task-item";

const PHASES = [
  { id: "before", title: "Before launch" },
  { id: "launch", title: "Launch day" },
  { id: "after", title: "After launch" },
] as const;

export type TaskFailure = {
  taskId?: string;
  result?: SubmissionResult<string[]>;
  formErrors: string[];
  blocked: boolean;
};

/** A field's submitted value after a failed save, else the fallback. */
export function submittedValue(result: SubmissionResult<string[]> | undefined) {
  const initial = result?.initialValue ?? {};
  return (key: string, fallback: string) =>
    typeof initial[key] === "string" ? (initial[key] as string) : fallback;
}

export function ChecklistPhases(props: {
  tasks: TaskView[];
  basePath: string;
  openEditId: string | null;
  editFailure: TaskFailure | undefined;
  limits: TaskFormLimits;
  timeZone: string;
  /** The company's people a task can be assigned to. */
  members?: TaskAssignee[];
}) {
  const { tasks, basePath, openEditId, editFailure } = props;
  return (
    <>
      {PHASES.map((phase) => {
        const phaseTasks = tasks.filter((t) => t.phase === phase.id);
        if (phaseTasks.length === 0) return null;
        return (
          <section key={phase.id} aria-labelledby={`phase-${phase.id}`} className="space-y-3">
            <h3 id={`phase-${phase.id}`} className="text-lg font-bold">
              {phase.title}
            </h3>
            <ol className="space-y-3">
              {phaseTasks.map((task) => {
                const failure = editFailure?.taskId === task.id ? editFailure : undefined;
                const values = submittedValue(failure?.result);
                return (
                  <ChecklistTaskItem
                    key={task.id}
                    task={task}
                    editHref={`${basePath}?edit=${task.id}#task-${task.id}`}
                    assign={
                      props.members ? (
                        <TaskAssignForm
                          taskId={task.id}
                          taskTitle={task.title}
                          assignee={task.assignee ?? null}
                          members={props.members}
                        />
                      ) : null
                    }
                  >
                    {openEditId === task.id ? (
                      <div className="mt-3 space-y-3 border-t border-slate-200 pt-3">
                        <FormAlert
                          messages={failure?.formErrors ?? []}
                          billing={failure?.blocked}
                        />
                        <TaskForm
                          intent="edit-task"
                          taskId={task.id}
                          values={{
                            title: values("title", task.title),
                            notes: values("notes", task.notes),
                            dueDate: values("dueDate", task.inputs.date),
                            dueTime: values("dueTime", task.inputs.time),
                          }}
                          errors={failure?.result?.error ?? {}}
                          limits={props.limits}
                          timeZone={props.timeZone}
                          cancelHref={`${basePath}#task-${task.id}`}
                        />
                      </div>
                    ) : null}
                  </ChecklistTaskItem>
                );
              })}
            </ol>
          </section>
        );
      })}
    </>
  );
}
