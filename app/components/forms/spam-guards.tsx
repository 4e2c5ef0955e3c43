/** Field names match app/.server/forms/form-token.ts and app/.server/forms/honeypot.ts. */
export function SpamGuards({ formToken }: { formToken: string }) {
  return (
    <>
      <input type="hidden" name="formToken" value={formToken} />
      <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor="website-field">Leave this field empty</label>
        <input id="website-field" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}
