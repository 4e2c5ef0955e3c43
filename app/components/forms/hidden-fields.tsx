/** A form's fixed values (its intent, the row and the version it was opened on). */
export function HiddenFields({ values }: { values: Record<string, string | number | undefined> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) =>
        value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
    </>
  );
}
