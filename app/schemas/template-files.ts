import * as v from 'valibot';
import { rowVersion } from './fields';

export const TEMPLATE_FILE_INPUTS = { pdf: 1, jpg: 1 } as const;

export const TemplateFilesSchema = v.object({
  intent: v.picklist(['upload', 'restore']),
  template: v.pipe(v.string(), v.maxLength(40)),
  pdf_version: v.pipe(v.string(), v.toNumber(), rowVersion),
  jpg_version: v.pipe(v.string(), v.toNumber(), rowVersion),
});

export type TemplateFilesInput = v.InferOutput<typeof TemplateFilesSchema>;

export const NO_FILE_CHOSEN_MESSAGE = 'Choose a PDF or a JPG file to upload (or both).';
