import type { z } from 'zod';
import type { AdminScreen } from '../../../shared/admin-screens.ts';
import type { ListDescriptor, PipelineDescriptor } from '../../../shared/pipelines/descriptor.ts';
import type { EditableField, ShownField } from '../../../shared/pipelines/fields.ts';
import { PIPELINE_DESCRIPTORS } from '../../../shared/pipelines/index.ts';
import { PIPELINE_PATCHES, type PipelineResource } from '../../../shared/schemas/pipeline.ts';
import { statesOf } from '../../../shared/schemas/process.ts';

export type { FieldKind, ShownField } from '../../../shared/pipelines/fields.ts';

/** What differs between the four pipeline screens of docs/spec/product-spec.md#2-screens-and-routes. */
export interface PipelineConfig {
  resource: Exclude<PipelineResource, 'profiles'>;
  states: readonly string[];
  /** The fields the record view shows, in order. */
  shown: ShownField[];
  /** The fields staff edit on the record (PATCH), with the schema that checks them. */
  editable: EditableField[];
  patch: z.ZodType;
  /** Its list: columns, sorts, search and filters (the descriptor's `list`). */
  list: ListDescriptor;
  /** The screen where the job or profile a record is about is edited. */
  relatedScreen?: AdminScreen;
}

/** A pipeline screen: its states, fields, list and related screen from the pipeline's descriptor (docs/decisions/0042). */
const config = (resource: PipelineConfig['resource']): PipelineConfig => {
  const d: PipelineDescriptor = PIPELINE_DESCRIPTORS[resource];
  if (!d.view) throw new Error(`The ${resource} pipeline has no record view`);
  return {
    resource,
    states: statesOf(resource),
    shown: d.view.shown,
    editable: d.view.edited,
    patch: PIPELINE_PATCHES[resource],
    list: d.list,
    ...(d.relatedScreen ? { relatedScreen: d.relatedScreen } : {}),
  };
};

export const PIPELINE_CONFIGS: Record<PipelineConfig['resource'], PipelineConfig> = {
  'job-applications': config('job-applications'),
  'spontaneous-applications': config('spontaneous-applications'),
  'talent-interviews': config('talent-interviews'),
  contacts: config('contacts'),
};
