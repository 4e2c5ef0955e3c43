/** A site's page that is not there (a wrong address or link): said plainly, with what to do. */
export function InvitationNotFound() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-6 text-center">
      <p className="font-script text-4xl text-rose">Petal &amp; Quill</p>
      <h1 className="mt-4 text-4xl">This invitation could not be found</h1>
      <p className="mt-3 text-muted">
        Please open the link exactly as you received it, or ask the couple to send it again.
      </p>
    </main>
  );
}
