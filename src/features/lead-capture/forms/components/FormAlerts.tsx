/**
 * The form's message areas, always in the page so screen readers announce what appears in them: the
 * failure (role=alert) and the success or progress (role=status).
 */
export function FormAlerts({ error, success }: { error?: string; success?: string }) {
  return (
    <>
      <div role="alert" className="empty:hidden rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
        {error}
      </div>
      <div role="status" className="empty:hidden rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
        {success}
      </div>
    </>
  )
}
