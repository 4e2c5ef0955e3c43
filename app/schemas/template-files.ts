import * as v from 'valibot';
import { rowVersion } from './fields';

/**
 * A post of a template's form on /admin/collections/:id/templates: upload the chosen PDF and/or
 * JPG (the file inputs `pdf` and `jpg`), or put the generated files back; with the versions of
 * the two files the page showed.
 */
export const TEMPLATE_FILE_INPUTS = { pdf: 1, jpg: 1 } as const;

export const TemplateFilesSchema = v.object({
  intent: v.picklist(['upload', 'restore']),
  template: v.pipe(v.string(), v.maxLength(40)),
  pdf_version: v.pipe(v.string(), v.toNumber(), rowVersion),
  jpg_version: v.pipe(v.string(), v.toNumber(), rowVersion),
});

export type TemplateFilesInput = v.InferOutput<typeof TemplateFilesSchema>;

export const NO_FILE_CHOSEN_MESSAGE = 'Choose a PDF or a JPG file to upload (or both).';
