/**
 * What an owner's last action answered, above the form it came from: a notice read out politely
 * (role="status") and a refusal read out at once (role="alert"); nothing when there is neither.
 */
export function ActionAnswer({ notice, refusal }: { notice?: string | undefined; refusal?: string | undefined }) {
  return (
    <>
      {notice ? (
        <p className="admin-notice" role="status">
          {notice}
        </p>
      ) : null}
      {refusal ? (
        <p className="admin-error" role="alert">
          {refusal}
        </p>
      ) : null}
    </>
  );
}
