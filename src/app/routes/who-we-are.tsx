// Placeholder: built by its issue.
export function Component() {
  return <p>who-we-are</p>;
}
